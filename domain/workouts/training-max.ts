/**
 * Training maxes, pure: the kg a coach works percentages from, one per member and exercise, and the studio's plate
 * increment loads round to. The web rounds with the same rule (web/src/lib/training-load.ts).
 */
export const PLATE_INCREMENTS = [1, 1.25, 2.5, 5] as const;
export type PlateIncrement = (typeof PLATE_INCREMENTS)[number];
/** Until the studio chooses: 2,5 kg, the smallest pair of plates most racks carry. */
export const DEFAULT_PLATE_INCREMENT: PlateIncrement = 2.5;

export const isPlateIncrement = (kg: number): kg is PlateIncrement => (PLATE_INCREMENTS as readonly number[]).includes(kg);

// A training max is a bar's load: 0,25 kg steps as a set's kg, up to the same 1000 kg.
export const TRAINING_MAX_STEP_KG = 0.25;
export const TRAINING_MAX_LIMIT_KG = 1000;

export const isTrainingMax = (kg: number) => kg >= TRAINING_MAX_STEP_KG && kg <= TRAINING_MAX_LIMIT_KG && Number.isInteger(kg / TRAINING_MAX_STEP_KG);

/** The max proposed from an Epley e1RM: rounded down to 0,25 kg, so it never asks more than the records showed. */
export const proposedTrainingMax = (e1rm: number): number => Math.floor(e1rm / TRAINING_MAX_STEP_KG + 1e-9) * TRAINING_MAX_STEP_KG;

/**
 * percent × max, to the nearest plate increment (halves up: 76,25 kg on 2,5 kg plates loads 77,5), as the web shows a
 * member her own kg. Three decimals first, so 50 % of 152,5 (76,25: 30,4999… steps in floating point) is the half step.
 */
export function loadFromPercent(percent: number, max: number, increment: number): number {
  const steps = Math.round(Math.round(((percent / 100) * max) / increment * 1000) / 1000);
  return Math.round(steps * increment * 100) / 100;
}
