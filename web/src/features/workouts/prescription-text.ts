import type { SesionSerie } from '../../../../contract/workouts';
import { formatKilos } from '../../lib/format-weight';
import { formatReps } from '../../lib/format-reps';
import { effortParts } from '../../lib/training-load';
import { formatKg, formatSeconds } from './set-entry';

/** A set as the coach reads it in a session: the main line and what goes under it (effort, tempo), "" when nothing. */
export type SetLines = { main: string; effort: string };

/** The prescription the session kept: "5 @ 75 %" or "10 @ 40 kg" (reps alone for bodyweight), then "RPE 8 · Tempo 3-1-X-0". */
export function plannedLines(plan: SesionSerie['planificado']): SetLines {
  const reps = formatReps(plan.repeticiones) || '—';
  const load = plan.porcentaje !== undefined ? `${formatKilos(plan.porcentaje)} %` : plan.peso > 0 ? formatKg(plan.peso) : '';
  return { main: load ? `${reps} @ ${load}` : reps, effort: effortParts(plan).join(' · ') };
}

/** What she logged: "5 @ 85 kg" or "40 s", then the RPE or RIR she felt ("RPE 8,5"); null when the set is not done. */
export function loggedLines(logged: SesionSerie['registrado']): SetLines | null {
  if (!logged?.hecha) return null;
  const amount = logged.segundos ? formatSeconds(logged.segundos) : String(logged.repeticiones);
  return { main: logged.peso > 0 ? `${amount} @ ${formatKg(logged.peso)}` : amount, effort: effortParts({ rpe: logged.rpe, rir: logged.rir }).join(' · ') };
}
