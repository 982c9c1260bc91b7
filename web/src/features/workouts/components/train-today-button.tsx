import { Dumbbell } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../../../lib/api-client';
import { useTrainToday } from '../api/get-train-today';
import { startSession } from '../api/start-session';

/**
 * "Entrenar hoy" under a plan (home and the plan list, composed by app/routes): one tap starts the plan's day for
 * today, or continues the session of it still open. Nothing while the day is not known (loading, no signal): the
 * plan itself still leads there.
 */
export function TrainTodayButton({ planificacionId }: { planificacionId: number }) {
  const navigate = useNavigate();
  const today = useTrainToday().data?.find((d) => d.planificacion_id === planificacionId);
  // A plain state, not a mutation hook: home is in every member's first load, and this is its only write.
  const [start, setStart] = useState<{ pending: boolean; failure: string | null }>({ pending: false, failure: null });
  if (!today) return null;
  const begin = async (diaId: number) => {
    setStart({ pending: true, failure: null });
    try {
      navigate(`/entrenamientos/${(await startSession({ planificacionId, diaId })).id}`);
    } catch (error) {
      setStart({ pending: false, failure: isApiError(error) ? error.detail : 'No se pudo empezar. Intenta de nuevo.' });
    }
  };
  const body = (title: ReactNode) => (
    <>
      <Dumbbell size={20} aria-hidden="true" />
      <span>
        <strong>{title}</strong>
        <small>
          {today.dia} · {today.semana}
        </small>
      </span>
    </>
  );
  return (
    <Box>
      {today.sesion_id ? (
        <Action as={Link} to={`/entrenamientos/${today.sesion_id}`}>
          {body('Continuar entrenamiento')}
        </Action>
      ) : (
        <Action type="button" onClick={() => void begin(today.dia_id)} disabled={start.pending}>
          {body(start.pending ? 'Empezando…' : 'Entrenar hoy')}
        </Action>
      )}
      {start.failure && <p role="alert">{start.failure}</p>}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 6px;
  p { color: ${({ theme }) => theme.colors.danger}; font-weight: 600; }
`;

const Action = styled.button`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentStrong};
  color: ${({ theme }) => theme.colors.onAccent};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  svg { flex-shrink: 0; }
  span { display: grid; min-width: 0; }
  strong { font-size: 1.05rem; font-weight: 750; }
  small { font-size: 0.9rem; font-weight: 600; opacity: 0.9; overflow-wrap: anywhere; }
  &:disabled { cursor: progress; opacity: 0.8; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;
