import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StackList } from '../../../components/stack-list';
import { EmptyState } from '../../../components/empty-state';
import { usePlanSummaries } from '../api/get-plan-summaries';
import { isNoPackage, LoadError, NoPackageNotice } from './no-package-notice';

/** What the app shows under each plan (workouts' "Entrenar hoy", composed by app/routes). */
export type PlanAction = (plan: { id: number }) => ReactNode;

/** The home screen's Mis Planificaciones card body: each plan links to its viewer, today's day one tap away. */
export function MyPlansPreview({ planAction }: { planAction?: PlanAction }) {
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
          {planAction?.(plan)}
        </li>
      ))}
    </List>
  );
}

const List = styled(StackList)`
  li { display: grid; gap: 8px; }
`;

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
