/**
 * Body measurements, pure: what each figure is, the range a real body's figure falls in, and its precision. A value
 * outside its range is a typo (a weight in grams, a waist in inches is still in range), refused rather than charted.
 */
export interface BodyFigure {
  /** The event's field. */
  field: 'weightKg' | 'waistCm' | 'hipsCm' | 'chestCm' | 'armCm' | 'thighCm' | 'bodyFatPct';
  min: number;
  max: number;
}

// Kilograms from a child's to beyond any scale a studio has; centimetres from an arm to hips; a body-fat estimate
// from an athlete's to the most a skinfold or bioimpedance scale reports.
export const BODY_FIGURES = {
  peso: { field: 'weightKg', min: 20, max: 400 },
  cintura: { field: 'waistCm', min: 10, max: 300 },
  cadera: { field: 'hipsCm', min: 10, max: 300 },
  pecho: { field: 'chestCm', min: 10, max: 300 },
  brazo: { field: 'armCm', min: 10, max: 300 },
  muslo: { field: 'thighCm', min: 10, max: 300 },
  grasa: { field: 'bodyFatPct', min: 2, max: 70 },
} as const satisfies Record<string, BodyFigure>;

export type BodyFigureName = keyof typeof BODY_FIGURES;
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
