import { loadFromPercent } from '../../../contract/training-load';
import { formatKilos } from './format-weight';

/** A set's prescription as the plan and the session serve it (all optional). */
export interface Prescription {
  rpe?: number;
  rir?: number;
  tempo?: string;
  porcentaje?: number;
}

/** A member's training maxes by exercise, as GET /api/entrenamientos/maximos serves them. */
export interface TrainingMaxes {
  incremento_disco: number;
  maximos: readonly { ejercicio: string; kg: number }[];
}

const keyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Her max for an exercise, matched by name as records match it (case and spaces aside). */
export const maxFor = (maxes: TrainingMaxes | undefined, exercise: string): number | undefined =>
  maxes?.maximos.find((m) => keyOf(m.ejercicio) === keyOf(exercise))?.kg;

export { loadFromPercent };

/**
 * What a member reads for a % set: "75 % · 87,5 kg" from her own max, or "75 % · sin máximo de entrenamiento" when
 * her coach has not set one yet; undefined when the set has no percentage.
 */
export function percentLoad(serie: Prescription, exercise: string, maxes: TrainingMaxes | undefined): { text: string; parts: string[]; kg: number | undefined } | undefined {
  if (serie.porcentaje === undefined) return undefined;
  const percent = `${formatKilos(serie.porcentaje)} %`;
  const max = maxFor(maxes, exercise);
  const kg = max === undefined || !maxes ? undefined : loadFromPercent(serie.porcentaje, max, maxes.incremento_disco);
  const parts = [percent, kg === undefined ? 'sin máximo de entrenamiento' : `${formatKilos(kg)} kg`];
  return { text: parts.join(' · '), parts, kg };
}

/** Effort and tempo as the coach wrote them, one piece each: ["RPE 8,5", "Tempo 3-1-X-0"], or [] when she gave none. */
export function effortParts(serie: Prescription): string[] {
  const parts = [
    serie.rpe === undefined ? '' : `RPE ${formatKilos(serie.rpe)}`,
    serie.rir === undefined ? '' : `RIR ${serie.rir}`,
    serie.tempo === undefined ? '' : `Tempo ${serie.tempo}`,
  ];
  return parts.filter(Boolean);
}

/** The same as one line: "RPE 8,5 · Tempo 3-1-X-0", or "" when she gave none. */
export const effortText = (serie: Prescription): string => effortParts(serie).join(' · ');

/**
 * Where a line of pieces may wrap: a short piece ("75 %", "RPE 8,5", "Tempo 3-1-X-0") never breaks inside; a phrase
 * ("sin máximo de entrenamiento") may, between its words.
 */
export const keepsTogether = (part: string) => part.length <= 16;
