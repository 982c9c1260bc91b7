import { useMutation } from '@tanstack/react-query';
import { Dumbbell, History } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/button';
import { countPill } from '../../../components/count-pill';
import { isApiError } from '../../../lib/api-client';
import { useKeepLastTimeOffline } from '../api/get-last-time';
import { useMySessions } from '../api/get-my-workouts';
import { useUnreadCommentsBadge } from '../api/my-comments';
import { startSession } from '../api/start-session';

/**
 * "Empezar entrenamiento" under a plan day (the plan viewer shows it, composed by app/routes); "Continuar
 * entrenamiento" when a session of that day is still open, so a second tap never starts a second session. "Mis
 * entrenamientos" carries the count of new coach comments the nav shows on Entrenamientos: the same screen.
 */
export function StartWorkoutButton({ planificacionId, diaId }: { planificacionId: number; diaId: number }) {
  const navigate = useNavigate();
  // Opening a plan with signal keeps every day's last time for the phone, not just the days opened.
  useKeepLastTimeOffline();
  const comments = useUnreadCommentsBadge(true);
  const open = useMySessions().data?.find((s) => s.estado === 'en_curso' && s.planificacion_id === planificacionId && s.dia_id === diaId);
  const start = useMutation({
    mutationFn: () => startSession({ planificacionId, diaId }),
    onSuccess: ({ id }) => navigate(`/entrenamientos/${id}`),
  });
  return (
    <Box>
      <Actions>
        {open ? (
          <ButtonLink to={`/entrenamientos/${open.id}`} $size="lg">
            <Dumbbell size={20} aria-hidden="true" />
            Continuar entrenamiento
          </ButtonLink>
        ) : (
          <Button $size="lg" onClick={() => start.mutate()} disabled={start.isPending}>
            <Dumbbell size={20} aria-hidden="true" />
            {start.isPending ? 'Empezando…' : 'Empezar entrenamiento'}
          </Button>
        )}
        <ButtonLink to="/entrenamientos" $variant="secondary" $size="lg">
          <History size={20} aria-hidden="true" />
          Mis entrenamientos
          {comments && (
            <Count role="img" aria-label={comments.label}>
              {comments.count}
            </Count>
          )}
        </ButtonLink>
      </Actions>
      {start.isError && <p role="alert">{isApiError(start.error) ? start.error.detail : 'No se pudo empezar. Intenta de nuevo.'}</p>}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 6px;
  p { color: ${({ theme }) => theme.colors.danger}; font-weight: 600; }
`;

const Count = styled.span`
  ${countPill}
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  font-size: 0.8rem;
`;

const Actions = styled.div`
  display: grid;
  gap: 8px;
  @media (min-width: 768px) { display: flex; }
`;
