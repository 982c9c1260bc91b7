import { ArrowLeft, CalendarRange } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageTitle } from '../../../components/page';
import { isApiError } from '../../../lib/api-client';
import { usePlan } from '../api/get-plan';
import { useTrainingMaxesFor } from '../api/training-maxes';
import type { TrainingMaxes } from '../../../lib/training-load';
import type { Semana } from '../api/types';
import type { StartRest } from './block-card';
import { BlockCard } from './block-card';
import { Tabs } from './day-tabs';
import { isNoPackage, LoadError, NoPackageNotice } from './no-package-notice';

/** What the app shows above a day's blocks (workouts' "Empezar entrenamiento", composed by app/routes). */
export type DayAction = (day: { planId: number; dayId: number }) => ReactNode;

/** docs/product.md §2 Plan viewer: weeks as large buttons → a week's day tabs and the day's blocks; back at each level. */
export function PlanViewerPage({ onStartRest, dayAction }: { onStartRest?: StartRest; dayAction?: DayAction }) {
  const id = Number(useParams().id);
  const plan = usePlan(id);
  const maxes = useTrainingMaxesFor(plan.data);
  const navigate = useNavigate();
  const [weekId, setWeekId] = useState<number | null>(null);

  if (plan.isError && isNoPackage(plan.error)) {
    return (
      <Page>
        <PageTitle>Planificación</PageTitle>
        <NoPackageNotice />
      </Page>
    );
  }
  const week = plan.data?.semanas.find((w) => w.id === weekId) ?? null;
  const back = () => (week ? setWeekId(null) : navigate('/planificaciones'));

  return (
    <Page>
      <Top>
        <Button $variant="secondary" onClick={back}>
          <ArrowLeft size={20} aria-hidden="true" />
          {week ? 'Semanas' : 'Planificaciones'}
        </Button>
      </Top>
      {plan.isPending && Number.isInteger(id) && id > 0 ? (
        <EmptyState role="status">Cargando planificación...</EmptyState>
      ) : !plan.data ? (
        isApiError(plan.error) && plan.error.status !== 404 && plan.error.status !== 403 ? (
          <LoadError role="alert">{plan.error.detail}</LoadError>
        ) : (
          <EmptyState>No se encontró la planificación</EmptyState>
        )
      ) : (
        <>
          <PageTitle>{plan.data.nombre}</PageTitle>
          {week ? (
            <WeekView key={week.id} week={week} onStartRest={onStartRest} dayAction={dayAction && ((dayId) => dayAction({ planId: plan.data.id, dayId }))} maxes={maxes} />
          ) : plan.data.semanas.length === 0 ? (
            <EmptyState>Esta planificación todavía no tiene semanas.</EmptyState>
          ) : (
            <Weeks>
              {plan.data.semanas.map((w) => (
                <WeekButton key={w.id} type="button" onClick={() => setWeekId(w.id)}>
                  <CalendarRange size={24} aria-hidden="true" />
                  {w.nombre}
                </WeekButton>
              ))}
            </Weeks>
          )}
        </>
      )}
    </Page>
  );
}

function WeekView({ week, onStartRest, dayAction, maxes }: { week: Semana; onStartRest?: StartRest; dayAction?: (dayId: number) => ReactNode; maxes?: TrainingMaxes }) {
  const [dayId, setDayId] = useState<number | null>(week.dias[0]?.id ?? null);
  const day = week.dias.find((d) => d.id === dayId) ?? week.dias[0] ?? null;
  return (
    <Section aria-label={week.nombre}>
      <h2>{week.nombre}</h2>
      {day ? (
        <>
          <Tabs label="Días" tabs={week.dias} selectedId={day.id} onSelect={setDayId} />
          {day.bloques.length > 0 && dayAction?.(day.id)}
          <Blocks role="tabpanel" aria-label={day.nombre}>
            {day.bloques.length === 0 ? (
              <EmptyState>Este día no tiene bloques.</EmptyState>
            ) : (
              day.bloques.map((block) => <BlockCard key={block.id} block={block} onStartRest={onStartRest} maxes={maxes} />)
            )}
          </Blocks>
        </>
      ) : (
        <EmptyState>Esta semana todavía no tiene días.</EmptyState>
      )}
    </Section>
  );
}

const Top = styled.div`
  display: flex;
`;

const Weeks = styled.div`
  display: grid;
  gap: 12px;
  @media (min-width: 768px) {
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
`;

const WeekButton = styled.button`
  display: flex;
  align-items: center;
  gap: 14px;
  min-height: 80px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: inherit;
  font-size: 1.2rem;
  font-weight: 750;
  text-align: left;
  cursor: pointer;
  svg { color: ${({ theme }) => theme.colors.accentStrong}; }
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  h2 { font-size: 1.25rem; font-weight: 750; }
`;

const Blocks = styled.div`
  display: grid;
  gap: 14px;
  align-items: start;
  @media (min-width: 1024px) {
    grid-template-columns: 1fr 1fr;
  }
`;
