import { invalid, notFound } from '../../events/framework/errors';

/** SPEC.md §5/§8 texts where it has them; the rest in the same voice. */
export const planErrors = {
  plan: () => notFound('PLAN_NOT_FOUND', 'Planificacion no encontrada'),
  week: () => notFound('WEEK_NOT_FOUND', 'Semana no encontrada'),
  day: () => notFound('DAY_NOT_FOUND', 'Día no encontrado'),
  block: () => notFound('BLOCK_NOT_FOUND', 'Bloque no encontrado'),
  exercise: () => notFound('EXERCISE_NOT_FOUND', 'Ejercicio no encontrado'),
  set: () => notFound('SET_NOT_FOUND', 'Serie no encontrada'),
  idRequired: () => invalid('ID_REQUIRED', 'No se proporciono un id'),
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
  if (!name) throw invalid('NAME_REQUIRED', 'El nombre no puede estar vacío');
  if (name.length > NAME_MAX) throw invalid('NAME_TOO_LONG', `El nombre puede tener hasta ${NAME_MAX} caracteres.`);
  return name;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole number from a number or a numeric string; undefined when it is not one. */
function wholeNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

/** Block rest in seconds: an integer ≥ 0, and 0 when left empty (SPEC.md §5). */
export function parseRest(value: unknown): number {
  if (isBlank(value)) return 0;
  const n = wholeNumber(value);
  if (n === undefined || n < 0 || n > REST_MAX_SECONDS) {
    throw invalid('INVALID_REST', `El descanso tiene que ser un número entero de segundos, entre 0 y ${REST_MAX_SECONDS}.`);
  }
  return n;
}

/** Set weight in whole kg, ≥ 0; empty means 0. */
export function parseWeight(value: unknown): number {
  if (isBlank(value)) return 0;
  const n = wholeNumber(value);
  if (n === undefined || n < 0 || n > WEIGHT_MAX_KG) throw invalid('INVALID_WEIGHT', `El peso tiene que ser un número entero de kg, entre 0 y ${WEIGHT_MAX_KG}.`);
  return n;
}

export function parseSetNumber(value: unknown): number {
  const n = wholeNumber(value);
  if (n === undefined || n < 1 || n > SET_NUMBER_MAX) throw invalid('INVALID_SET_NUMBER', `El número de serie tiene que ser un entero entre 1 y ${SET_NUMBER_MAX}.`);
  return n;
}

/** Repetitions are text ("12", "8-10", "30 s"); empty means '0' like a new set. */
export function parseReps(value: unknown): string {
  if (isBlank(value)) return '0';
  const reps = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (reps === undefined || reps.length > REPS_MAX) throw invalid('INVALID_REPS', `Las repeticiones pueden tener hasta ${REPS_MAX} caracteres.`);
  return reps;
}

/** "Agregar Ejercicio": the number of series parsed as an integer (parseInt, SPEC.md §5); empty means none. */
export function parseSetCount(value: unknown): number {
  if (isBlank(value)) return 0;
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value), 10);
  if (!Number.isInteger(n) || n < 0 || n > SET_COUNT_MAX) {
    throw invalid('INVALID_SET_COUNT', `La cantidad de series tiene que ser un número entero entre 0 y ${SET_COUNT_MAX}.`);
  }
  return n;
}

/** An exercise video: a web link or a path on this site; empty means none. */
export function parseVideo(value: unknown): string | null {
  if (isBlank(value)) return null;
  const url = typeof value === 'string' ? value.trim() : '';
  if (url.length > VIDEO_MAX || !/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(url)) {
    throw invalid('INVALID_VIDEO_URL', 'El video tiene que ser un enlace (https://...).');
  }
  return url;
}

export function parseNotes(value: unknown): string {
  const notes = typeof value === 'string' ? value.trim() : '';
  if (notes.length > NOTES_MAX) throw invalid('NOTES_TOO_LONG', `Las notas pueden tener hasta ${NOTES_MAX} caracteres.`);
  return notes;
}
