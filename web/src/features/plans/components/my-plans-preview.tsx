import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StackList } from '../../../components/stack-list';
import { EmptyState } from '../../../components/empty-state';
import { usePlanSummaries } from '../api/get-plan-summaries';
import { isNoPackage, LoadError, NoPackageNotice } from './no-package-notice';

/** The home screen's Mis Planificaciones card body (SPEC §2 Home): each plan links to its viewer. */
export function MyPlansPreview() {
  const plans = usePlanSummaries();
  if (plans.isPending) return <EmptyState role="status">Cargando planificaciones...</EmptyState>;
  if (plans.isError) {
    if (isNoPackage(plans.error)) return <NoPackageNotice />;
    return <LoadError role="alert">No se pudieron cargar las planificaciones</LoadError>;
  }
  if (plans.data.length === 0) return <EmptyState>No tienes planificaciones asignadas</EmptyState>;
  return (
    <List aria-label="Mis planificaciones">
      {plans.data.map((plan) => (
        <li key={plan.id}>
          <PlanLink to={`/planificaciones/${plan.id}`}>
            <span>{plan.nombre}</span>
            <ChevronRight size={18} aria-hidden="true" />
          </PlanLink>
        </li>
      ))}
    </List>
  );
}

const List = StackList;

const PlanLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 48px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: inherit;
  font-weight: 650;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.accentSoft}; }
`;
