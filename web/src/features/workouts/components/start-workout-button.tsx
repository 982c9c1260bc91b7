import { useMutation } from '@tanstack/react-query';
import { Dumbbell, History } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/button';
import { isApiError } from '../../../lib/api-client';
import { startSession } from '../api/start-session';

/** "Empezar entrenamiento" under a plan day (the plan viewer shows it, composed by app/routes). */
export function StartWorkoutButton({ planificacionId, diaId }: { planificacionId: number; diaId: number }) {
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => startSession({ planificacionId, diaId }),
    onSuccess: ({ id }) => navigate(`/entrenamientos/${id}`),
  });
  return (
    <Box>
      <Actions>
        <Button $size="lg" onClick={() => start.mutate()} disabled={start.isPending}>
          <Dumbbell size={20} aria-hidden="true" />
          {start.isPending ? 'Empezando…' : 'Empezar entrenamiento'}
        </Button>
        <ButtonLink to="/entrenamientos" $variant="secondary" $size="lg">
          <History size={20} aria-hidden="true" />
          Mis entrenamientos
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

const Actions = styled.div`
  display: grid;
  gap: 8px;
  @media (min-width: 768px) { display: flex; }
`;
