/**
 * The body measurements a member may log (docs/features/body-progress.md): their words, unit and the range a real
 * body's figure falls in. A value outside it is a typo (a weight in grams), refused rather than charted: kilograms
 * from a child's to beyond any scale a studio has, centimetres from an arm to hips, a body-fat estimate from an
 * athlete's to the most a skinfold or bioimpedance scale reports. Plain TypeScript with no imports: the server's
 * checks and refusals and the web's form read the same table.
 */
export const BODY_FIGURES = {
  peso: { label: 'Peso', subject: 'El peso', unit: 'kg', min: 20, max: 400 },
  cintura: { label: 'Cintura', subject: 'La cintura', unit: 'cm', min: 10, max: 300 },
  cadera: { label: 'Cadera', subject: 'La cadera', unit: 'cm', min: 10, max: 300 },
  pecho: { label: 'Pecho', subject: 'El pecho', unit: 'cm', min: 10, max: 300 },
  brazo: { label: 'Brazo', subject: 'El brazo', unit: 'cm', min: 10, max: 300 },
  muslo: { label: 'Muslo', subject: 'El muslo', unit: 'cm', min: 10, max: 300 },
  grasa: { label: 'Grasa corporal', subject: 'La grasa corporal', unit: '%', min: 2, max: 70 },
} as const;

export type BodyFigureName = keyof typeof BODY_FIGURES;
export type BodyFigure = (typeof BODY_FIGURES)[BodyFigureName];
