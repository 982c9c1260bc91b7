import { BODY_FIGURES, type BodyFigureName } from '../../contract/body-figures';

/** Body measurements, pure: the event field each figure goes to, its range (contract/body-figures.ts) and precision. */
export const FIELD_OF = {
  peso: 'weightKg',
  cintura: 'waistCm',
  cadera: 'hipsCm',
  pecho: 'chestCm',
  brazo: 'armCm',
  muslo: 'thighCm',
  grasa: 'bodyFatPct',
} as const satisfies Record<BodyFigureName, string>;

export type { BodyFigureName };
export const BODY_FIGURE_NAMES = Object.keys(BODY_FIGURES) as BodyFigureName[];

/** A tape or a scale reads to a tenth: more decimals are noise from a form. */
export const roundToTenth = (n: number) => Math.round(n * 10) / 10;

/** A form's figure as a number: 72,5 or 72.5; undefined when it was left empty. NaN when it is not a number. */
export function figureOf(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (!text) return undefined;
  return /^\d{1,4}([.,]\d{1,3})?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
}

export const inRange = (name: BodyFigureName, n: number) => Number.isFinite(n) && n >= BODY_FIGURES[name].min && n <= BODY_FIGURES[name].max;
