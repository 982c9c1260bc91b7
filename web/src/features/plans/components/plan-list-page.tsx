import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { usePlanSummaries } from '../api/get-plan-summaries';
import type { PlanAction } from './my-plans-preview';
import { isNoPackage, LoadError, NoPackageNotice } from './no-package-notice';

/** The member's plan list: one button per assigned plan, and under it what the app adds (today's day). */
export function PlanListPage({ planAction }: { planAction?: PlanAction }) {
  return (
    <Page>
      <header>
        <PageTitle>Planificaciones</PageTitle>
        <PageSubtitle>Tus planes de entrenamiento</PageSubtitle>
      </header>
      <PlanButtons planAction={planAction} />
    </Page>
  );
}

function PlanButtons({ planAction }: { planAction?: PlanAction }) {
  const plans = usePlanSummaries();
  if (plans.isPending) return <EmptyState role="status">Cargando planificaciones...</EmptyState>;
  if (plans.isError) {
    if (isNoPackage(plans.error)) return <NoPackageNotice />;
    return <LoadError role="alert">No se pudieron cargar las planificaciones</LoadError>;
  }
  if (plans.data.length === 0) return <EmptyState>No tienes planificaciones asignadas</EmptyState>;
  return (
    <Grid>
      {plans.data.map((plan) => (
        <Item key={plan.id}>
          <PlanButton to={`/planificaciones/${plan.id}`}>
            <ClipboardList size={24} aria-hidden="true" />
            {plan.nombre}
          </PlanButton>
          {planAction?.(plan)}
        </Item>
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  /* Wider than inside an item, so a plan's own action reads as its, not the next plan's. */
  gap: 20px;
  @media (min-width: 768px) {
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  }
`;

const Item = styled.div`
  display: grid;
  gap: 6px;
  align-content: start;
`;

export const PlanButton = styled(Link)`
  display: flex;
  align-items: center;
  gap: 14px;
  min-height: 72px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: inherit;
  font-size: 1.1rem;
  font-weight: 700;
  text-decoration: none;
  svg { color: ${({ theme }) => theme.colors.accentStrong}; flex-shrink: 0; }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;
