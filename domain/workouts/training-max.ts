/**
 * Training maxes, pure: the kg a coach works percentages from, one per member and exercise, and the studio's plate
 * increment loads round to. Loads from a % of a max round by contract/training-load.ts, as the web's do.
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

