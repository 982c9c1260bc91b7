import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { trainingMaxesQuery } from '../../../api/workouts/training-maxes';
import { isApiError } from '../../../lib/api-client';
import { useLastTime } from '../api/get-last-time';
import { useSession } from '../api/get-session';
import { useReadCommentsOnOpen } from '../api/read-comments-on-open';
import { workoutsKeys } from '../api/workouts-keys';
import { buildSessionSets, hasPercentSets } from '../machines/build-session-sets';
import { summaryFromDetail } from '../session-summary';
import { formatLongDay } from '../workout-wording';
import { CoachComments } from './coach-comments';
import { SessionFinished } from './session-finished';
import { SessionLogger, type BlockTimerRequest } from './session-logger';

/** /entrenamientos/:id — the member logs a session. The rest timer comes from the app (features/timer): sets start it, finishing stops it. */
type WorkoutSessionPageProps = { onStartRest?: (seconds: number) => void; onStopRest?: () => void; onStartBlockTimer?: (request: BlockTimerRequest) => void };

export function WorkoutSessionPage({ onStartRest, onStopRest, onStartBlockTimer }: WorkoutSessionPageProps) {
  const id = useParams().id ?? '';
  const session = useSession(id);
  const lastTime = useLastTime(session.data?.planificacion_id, session.data?.dia_id, session.data?.id);
  const queryClient = useQueryClient();
  const detail = session.data;
  // A day with % sets prefills her kg from her maxes: asked only then (failing, offline, she types them).
  const maxes = useQuery({ ...trainingMaxesQuery(), enabled: !!detail && hasPercentSets(detail) });
  const { failure: readFailure } = useReadCommentsOnOpen(detail);

  return (
    <Page>
      <Top>
        <ButtonLink to={detail ? `/planificaciones/${detail.planificacion_id}` : '/planificaciones'} $variant="secondary">
          <ArrowLeft size={20} aria-hidden="true" />
          Planificación
        </ButtonLink>
      </Top>
      {session.isPending ? (
        <EmptyState role="status">Cargando entrenamiento...</EmptyState>
      ) : !detail ? (
        <EmptyState role="alert">{isApiError(session.error) && session.error.status !== 404 ? session.error.detail : 'No se encontró el entrenamiento.'}</EmptyState>
      ) : (
        <>
          <header>
            <PageTitle>{detail.dia}</PageTitle>
            <PageSubtitle>
              {detail.planificacion} · {detail.semana} · {formatLongDay(detail.fecha)}
            </PageSubtitle>
          </header>
          {detail.estado === 'finalizada' ? (
            <SessionFinished detail={detail} summary={summaryFromDetail(detail)} results={detail.resultados_bloques} />
          ) : lastTime.isPending || maxes.isLoading ? (
            <EmptyState role="status">Cargando tu última vez...</EmptyState>
          ) : (
            <SessionLogger
              // A fresh machine once the data it starts from is here (last time may fail: then the plan prefills).
              key={detail.id}
              detail={detail}
              sets={buildSessionSets(detail, lastTime.data ?? [], maxes.data)}
              lastTime={lastTime.data ?? []}
              onStartRest={onStartRest}
              onStopRest={onStopRest}
              onStartBlockTimer={onStartBlockTimer}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: workoutsKeys.all })}
            />
          )}
          <CoachComments comments={detail.lista_comentarios} title="Comentarios de tu profe" />
          {readFailure && <ReadFailure role="status">{readFailure}</ReadFailure>}
        </>
      )}
    </Page>
  );
}

const Top = styled.div`
  display: flex;
`;

const ReadFailure = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;
