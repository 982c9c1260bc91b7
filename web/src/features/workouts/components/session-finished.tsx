import { CheckCircle2, Trophy } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/button';
import { countOf } from '../../../lib/plural';
import type { SesionDetalle } from '../api/get-session';
import { durationText, summaryRecordText, type WorkoutSummary } from '../session-summary';
import { formatVolume } from '../workout-wording';
import { blockResultText, resultTypeLabel, type ResultadoBloque } from '../block-results';

/** After "Finalizar": how long it took, the sets and volume, the session's records, and where to go next. */
type SessionFinishedProps = { detail: Pick<SesionDetalle, 'planificacion_id' | 'dia'>; summary: WorkoutSummary; results?: readonly ResultadoBloque[] };

export function SessionFinished({ detail, summary, results = [] }: SessionFinishedProps) {
  return (
    <Box role="status" aria-label="Entrenamiento terminado">
      <CheckCircle2 size={48} aria-hidden="true" className="done" />
      <h2>¡Entrenamiento terminado!</h2>
      <p>{detail.dia}</p>
      <Stats>
        {summary.durationMs !== null && (
          <div>
            <dt>Duración</dt>
            <dd>{durationText(summary.durationMs)}</dd>
          </div>
        )}
        <div>
          <dt>Series</dt>
          <dd>
            {summary.done} de {summary.total}
          </dd>
        </div>
        {summary.volume > 0 && (
          <div>
            <dt>Volumen</dt>
            <dd>{formatVolume(summary.volume)}</dd>
          </div>
        )}
      </Stats>
      {results.length > 0 && (
        <Results aria-label="Resultados de los bloques">
          {results.map((r) => (
            <li key={r.bloque_id}>
              <strong>{r.bloque}</strong> ({resultTypeLabel(r)}): {blockResultText(r)}
            </li>
          ))}
        </Results>
      )}
      {summary.records.length > 0 && (
        <Records aria-labelledby="session-records-title">
          <h3 id="session-records-title">
            <Trophy size={18} aria-hidden="true" />
            {countOf(summary.records.length, 'récord', 'récords')}
          </h3>
          <ul>
            {summary.records.map((r) => (
              <li key={r.ejercicio}>{summaryRecordText(r)}</li>
            ))}
          </ul>
        </Records>
      )}
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
  padding: 28px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;
  .done { color: ${({ theme }) => theme.colors.success}; }
  h2 { font-size: 1.4rem; font-weight: 800; }
  > p { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
`;

const Results = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 4px;
  font-weight: 600;
`;

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  width: 100%;
  /* Three tiles side by side on a 375 px phone: short figures ("47 min", "6 de 6", "1.235 kg"), never split. */
  max-width: 520px;
  div { flex: 1 1 0; min-width: 88px; padding: 10px 6px; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surfaceMuted}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; font-weight: 650; }
  dd { margin: 0; font-size: 1.05rem; font-weight: 800; white-space: nowrap; font-variant-numeric: tabular-nums; }
`;

const Records = styled.section`
  width: 100%;
  max-width: 520px;
  padding: 12px 14px;
  border: 1px solid #f5c36b;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff7e6;
  text-align: left;
  h3 { display: flex; align-items: center; gap: 6px; font-size: 1rem; font-weight: 750; svg { color: #c98a00; } }
  ul { list-style: none; padding: 0; margin-top: 4px; display: grid; gap: 4px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
  margin-top: 8px;
`;
