/**
 * The rest that follows a set: the exercise's own when the coach set one (180 s after heavy squats), else its
 * block's. 0 is a rest of its own too (supersets: go straight on), so only null or absent falls back.
 */
export const restAfterExercise = (exercise: { rest?: number | null }, block: { rest: number }): number => exercise.rest ?? block.rest;
