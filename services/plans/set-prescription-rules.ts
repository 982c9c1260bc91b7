import { fail } from '../../events/framework/errors';
import { isRir, isRpe, PERCENT_MAX, PERCENT_MIN, TEMPO_PATTERN, type SetPrescription } from '../../domain/plans/set-prescription';

/** The prescription a form or a call sends: numbers or their text (either decimal mark); blank or null is none. */
export interface PrescriptionInput {
  rpe?: unknown;
  rir?: unknown;
  tempo?: unknown;
  percent?: unknown;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function decimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\d+([.,]\d+)?$/.test(value.trim())) return undefined;
  return Number(value.trim().replace(',', '.'));
}

/** RPE 1 to 10 in halves (7,5 is a common call). */
export function parseRpe(value: unknown): number | undefined {
  if (isBlank(value)) return undefined;
  const n = decimal(value);
  if (n === undefined || !isRpe(n)) throw fail('INVALID_RPE');
  return n;
}

/** Repetitions in reserve: a whole number from 0 to 10. */
export function parseRir(value: unknown): number | undefined {
  if (isBlank(value)) return undefined;
  const n = decimal(value);
  if (n === undefined || !isRir(n)) throw fail('INVALID_RIR');
  return n;
}

/** A load as a percentage of the training max, 1 to 150, to a tenth (72,5 %). */
export function parsePercent(value: unknown): number | undefined {
  if (isBlank(value)) return undefined;
  const n = decimal(value);
  if (n === undefined || n < PERCENT_MIN || n > PERCENT_MAX || !Number.isInteger(Math.round(n * 1000) / 100)) throw fail('INVALID_PERCENT');
  return n;
}

/** Four parts separated by dashes, each a digit or X; written in lower case it is read in upper case. */
export function parseTempo(value: unknown): string | undefined {
  if (isBlank(value)) return undefined;
  const tempo = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!TEMPO_PATTERN.test(tempo)) throw fail('INVALID_TEMPO');
  return tempo;
}

/** Every field checked before anything is decided: one bad field refuses the whole call. */
export function parsePrescription(input: PrescriptionInput): SetPrescription {
  const parsed = { rpe: parseRpe(input.rpe), rir: parseRir(input.rir), tempo: parseTempo(input.tempo), percent: parsePercent(input.percent) };
  const out: SetPrescription = {};
  if (parsed.rpe !== undefined) out.rpe = parsed.rpe;
  if (parsed.rir !== undefined) out.rir = parsed.rir;
  if (parsed.tempo !== undefined) out.tempo = parsed.tempo;
  if (parsed.percent !== undefined) out.percent = parsed.percent;
  return out;
}

/** The Spanish body fields (rpe, rir, tempo, porcentaje) as the decider's input. */
export const prescriptionFromBody = (body: { rpe?: unknown; rir?: unknown; tempo?: unknown; porcentaje?: unknown }): PrescriptionInput => ({
  rpe: body.rpe,
  rir: body.rir,
  tempo: body.tempo,
  percent: body.porcentaje,
});
