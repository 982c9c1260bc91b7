import type { SesionDetalle, UltimaVez } from '../../../../../contract/workouts';
import { percentLoad, type TrainingMaxes } from '../../../lib/training-load';
import { parseTarget, weightInput } from '../set-entry';
import type { SessionSet } from './session-sets';

/** The exercise's last time, unless it is this very session (the server counts the session being logged). */
export const earlierTime = (lastTime: readonly UltimaVez[], ejercicioId: number, sesionId: string) =>
  lastTime.find((l) => l.ejercicio_id === ejercicioId && l.sesion_id !== null && l.sesion_id !== sesionId && l.series.length > 0);

type Serie = SesionDetalle['ejercicios'][number]['series'][number];

/** Whether the day prescribes a set as % of her training max: the screen then waits for her maxes to prefill it. */
export const hasPercentSets = (detail: SesionDetalle) => detail.ejercicios.some((e) => e.series.some((s) => s.planificado.porcentaje !== undefined));

/** The effort scale her coach prescribed (RPE, else RIR), with what she logged on it; none when no effort was prescribed. */
function effortOf(serie: Serie): Pick<SessionSet, 'esfuerzo'> {
  const { planificado: plan, registrado: logged } = serie;
  if (plan.rpe !== undefined) return { esfuerzo: { scale: 'rpe', value: logged?.rpe === undefined ? '' : String(logged.rpe).replace('.', ',') } };
  if (plan.rir !== undefined) return { esfuerzo: { scale: 'rir', value: logged?.rir === undefined ? '' : String(logged.rir) } };
  return {};
}

/**
 * The kg a set starts with: what she logged, else for a % set her own load (percent × her max, to the studio's plates;
 * empty without a max: the hint shows the percentage), else what she lifted last time, else the plan's kg.
 */
function startingKg(serie: Serie, exercise: string, before: { peso: number } | undefined, maxes: TrainingMaxes | undefined): number {
  if (serie.registrado) return serie.registrado.peso;
  const load = percentLoad(serie.planificado, exercise, maxes);
  if (load) return load.kg ?? 0;
  return before ? before.peso : serie.planificado.peso;
}

/**
 * The session screen's sets: what was already logged, else what the member did the last time with that set number
 * (or their last set of that exercise), else the plan's target; a % set's kg from her training max. Sets are in the
 * plan's order.
 */
export function buildSessionSets(detail: SesionDetalle & { pendientes?: readonly number[] }, lastTime: readonly UltimaVez[], maxes?: TrainingMaxes): SessionSet[] {
  // Logged on the phone but still in the offline queue (api/pending-session.ts): done, shown as pending.
  const queued = new Set(detail.pendientes ?? []);
  return detail.ejercicios.flatMap((exercise) => {
    const last = earlierTime(lastTime, exercise.ejercicio_id, detail.id)?.series ?? [];
    return [...exercise.series]
      .sort((a, b) => a.numero - b.numero)
      .map((serie, index) => {
        const target = parseTarget(serie.planificado.repeticiones);
        const before = last.find((l) => l.numero === serie.numero) ?? last[last.length - 1];
        const logged = serie.registrado;
        const amount = logged
          ? target.kind === 'time' ? logged.segundos : logged.repeticiones
          : before
            ? target.kind === 'time' ? before.segundos : before.repeticiones
            : target.kind === 'time' ? target.seconds : target.reps;
        return {
          serieId: serie.serie_id,
          ejercicioId: exercise.ejercicio_id,
          ejercicio: exercise.nombre,
          bloqueId: exercise.bloque_id,
          descanso: exercise.descanso,
          numero: index + 1,
          target,
          cantidad: amount == null ? '' : String(amount),
          peso: weightInput(startingKg(serie, exercise.nombre, before, maxes)),
          ...effortOf(serie),
          status: logged?.hecha ? (queued.has(serie.serie_id) ? 'queued' : 'saved') : 'open',
          error: null,
          attempt: 0,
        } satisfies SessionSet;
      });
  });
}
