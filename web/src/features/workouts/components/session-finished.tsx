import { CheckCircle2 } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import type { SesionDetalle } from '../api/get-session';
import type { SessionSet } from '../machines/workout-session.machine';
import { parseCount, parseWeight } from '../set-entry';
import { formatVolume, progressText } from '../workout-wording';

/** After "Finalizar": what was done, and where to go next. */
export function SessionFinished({ detail, sets }: { detail: Pick<SesionDetalle, 'planificacion_id' | 'dia'>; sets: readonly SessionSet[] }) {
  const done = sets.filter((s) => s.status === 'saved' || s.status === 'queued');
  const volume = done.reduce((sum, s) => (s.target.kind === 'reps' ? sum + (parseCount(s.cantidad) ?? 0) * (parseWeight(s.peso) ?? 0) : sum), 0);
  return (
    <Box role="status">
      <CheckCircle2 size={48} aria-hidden="true" />
      <h2>¡Entrenamiento terminado!</h2>
      <p>
        {detail.dia}: {progressText(done.length, sets.length)}
        {volume > 0 ? ` · volumen ${formatVolume(volume)}` : ''}
      </p>
      <Actions>
        <ButtonLink to="/entrenamientos">Ver mis entrenamientos</ButtonLink>
        <ButtonLink to={`/planificaciones/${detail.planificacion_id}`} $variant="secondary">
          Volver a la planificación
        </ButtonLink>
      </Actions>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 28px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
  svg { color: ${({ theme }) => theme.colors.success}; }
  h2 { font-size: 1.4rem; font-weight: 800; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
  margin-top: 8px;
`;
