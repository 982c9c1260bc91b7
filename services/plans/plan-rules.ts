import { fail } from '../../events/framework/errors';
import type { Progression } from '../../domain/plans/progression';
import { checkBlockFormat, type BlockFormat, type BlockFormatInput } from '../../domain/plans/block-format';

/** docs/product.md §5/§8 texts where it has them; the rest in the same voice. */
export const planErrors = {
  plan: () => fail('PLAN_NOT_FOUND'),
  week: () => fail('WEEK_NOT_FOUND'),
  day: () => fail('DAY_NOT_FOUND'),
  block: () => fail('BLOCK_NOT_FOUND'),
  exercise: () => fail('EXERCISE_NOT_FOUND'),
  set: () => fail('SET_NOT_FOUND'),
  idRequired: () => fail('ID_REQUIRED'),
};

const NAME_MAX = 256;
// An hour of rest is already far beyond any block; a larger number is a typo.
const REST_MAX_SECONDS = 3600;
const WEIGHT_MAX_KG = 1000;
const SET_NUMBER_MAX = 100;
/** Sets created at once by "Agregar Ejercicio". */
export const SET_COUNT_MAX = 50;
const REPS_MAX = 50;
const VIDEO_MAX = 2048;
export const NOTES_MAX = 2000;

export function requireName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (!name) throw fail('NAME_REQUIRED');
  if (name.length > NAME_MAX) throw fail('NAME_TOO_LONG', { max: NAME_MAX });
  return name;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole number from a number or a numeric string; undefined when it is not one. */
function wholeNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

/** Block rest in seconds: an integer ≥ 0, and 0 when left empty (docs/product.md §5). */
export function parseRest(value: unknown): number {
  if (isBlank(value)) return 0;
  const n = wholeNumber(value);
  if (n === undefined || n < 0 || n > REST_MAX_SECONDS) {
    throw fail('INVALID_REST', { max: REST_MAX_SECONDS });
  }
  return n;
}

/** A block's type and its numbers, or the reason it is not one (EMOM of 0 minutes, AMRAP without minutes…). */
export function parseBlockFormat(input: BlockFormatInput): BlockFormat {
  const checked = checkBlockFormat(input);
  if (checked.ok) return checked.format;
  const { problem } = checked;
  throw 'params' in problem ? fail(problem.code, problem.params) : fail(problem.code);
}

// An exercise's own rest is shorter than a block's may be: 15 minutes covers a max-effort lift.
const EXERCISE_REST_MAX_SECONDS = 900;

/** An exercise's own rest in seconds (0..900), or null when left empty: the block's rest applies. */
export function parseExerciseRest(value: unknown): number | null {
  if (isBlank(value)) return null;
  const n = wholeNumber(value);
  if (n === undefined || n < 0 || n > EXERCISE_REST_MAX_SECONDS) throw fail('INVALID_REST', { max: EXERCISE_REST_MAX_SECONDS });
  return n;
}

// Coaches load 2,5 kg plates and 1,25 kg micro plates: a set's kg goes in steps of 0,25.
const WEIGHT_STEP_KG = 0.25;

/** A number, or a form's text in either decimal mark ("22,5" as es-AR writes it, or "22.5"); undefined otherwise. */
function decimalNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\d+([.,]\d+)?$/.test(value.trim())) return undefined;
  return Number(value.trim().replace(',', '.'));
}

/** Set weight in kg, 0 to 1000 in steps of 0,25; empty means 0 (bodyweight). */
export function parseWeight(value: unknown): number {
  if (isBlank(value)) return 0;
  const n = decimalNumber(value);
  if (n === undefined || n < 0 || n > WEIGHT_MAX_KG) throw fail('INVALID_WEIGHT', { max: WEIGHT_MAX_KG });
  if (!Number.isInteger(n / WEIGHT_STEP_KG)) throw fail('INVALID_WEIGHT_STEP');
  return n;
}

export function parseSetNumber(value: unknown): number {
  const n = wholeNumber(value);
  if (n === undefined || n < 1 || n > SET_NUMBER_MAX) throw fail('INVALID_SET_NUMBER', { max: SET_NUMBER_MAX });
  return n;
}

/** Repetitions are text ("12", "8-10", "30 s"); empty means '0' like a new set. */
export function parseReps(value: unknown): string {
  if (isBlank(value)) return '0';
  const reps = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (reps === undefined || reps.length > REPS_MAX) throw fail('INVALID_REPS', { max: REPS_MAX });
  return reps;
}

/** "Agregar Ejercicio": the number of series parsed as an integer (parseInt, docs/product.md §5); empty means none. */
export function parseSetCount(value: unknown): number {
  if (isBlank(value)) return 0;
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
  if (!Number.isInteger(n) || n < 0 || n > SET_COUNT_MAX) {
    throw fail('INVALID_SET_COUNT', { max: SET_COUNT_MAX });
  }
  return n;
}

/** An exercise video: a web link or a path on this site; empty means none. */
export function parseVideo(value: unknown): string | null {
  if (isBlank(value)) return null;
  const url = typeof value === 'string' ? value.trim() : '';
  if (url.length > VIDEO_MAX || !/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(url)) {
    throw fail('INVALID_VIDEO_URL');
  }
  return url;
}

export function parseNotes(value: unknown): string {
  const notes = typeof value === 'string' ? value.trim() : '';
  if (notes.length > NOTES_MAX) throw fail('NOTES_TOO_LONG', { max: NOTES_MAX });
  return notes;
}

// A week-to-week step: beyond ±100 kg or -50..+100 % it is a typo, not a progression.
const PROGRESSION_LIMITS = { kg: { min: -100, max: 100 }, percent: { min: -50, max: 100 } } as const;

type StepInput = { kind: string; amount: unknown };

/** A signed number, or a form's text with either decimal mark ("+1,25", "-2.5"); undefined otherwise. */
function signedNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^[+-]?\d+([.,]\d+)?$/.test(value.trim())) return undefined;
  return Number(value.trim().replace(',', '.'));
}

/**
 * A step within its limits, or `invalid` thrown (each command keeps its own code for that); a kg step off the
 * plates' 0,25 kg (the same step as a set's weight, so +1,25 kg per week is a step) is INVALID_PROGRESSION_KG_STEP
 * for both commands.
 */
function stepWithin(value: StepInput, invalid: 'INVALID_PROGRESSION' | 'INVALID_PROGRESSION_STEP'): Progression {
  const kind = value.kind === 'kg' || value.kind === 'percent' ? value.kind : undefined;
  const amount = signedNumber(value.amount);
  if (!kind || amount === undefined || amount < PROGRESSION_LIMITS[kind].min || amount > PROGRESSION_LIMITS[kind].max) throw fail(invalid);
  if (kind === 'kg' && !Number.isInteger(amount / WEIGHT_STEP_KG)) throw fail('INVALID_PROGRESSION_KG_STEP');
  return { kind, amount };
}

/** duplicateSemana's step (kg in steps of 0,25, % as asked); none when absent or 0 (a plain copy). */
export function parseProgression(value: StepInput | undefined | null): Progression | undefined {
  if (!value) return undefined;
  const step = stepWithin(value, 'INVALID_PROGRESSION');
  return step.amount === 0 ? undefined : step;
}

/**
 * "Aplicar progresión"'s step per week, in the same steps as duplicateSemana's (weeks further into the range add it
 * up before the one rounding to 0,25 kg); 0 is refused (it would change nothing).
 */
export function parseWeeklyStep(value: StepInput): Progression {
  const step = stepWithin(value, 'INVALID_PROGRESSION_STEP');
  if (step.amount === 0) throw fail('INVALID_PROGRESSION_STEP');
  return step;
}
