/**
 * The rest that follows a set of `ejercicio`: its own when the coach set one, else its block's (the server's
 * restAfterExercise, domain/plans/exercise-rest.ts; web may not import domain/). 0 is a rest of its own too.
 */
export const restAfterEjercicio = (ejercicio: { descanso?: number | null }, bloque: { descanso: number }): number => ejercicio.descanso ?? bloque.descanso;

/** The exercise's own rest, or null when it follows its block's (absent in plans kept offline before it existed). */
export const ownRest = (ejercicio: { descanso?: number | null }): number | null => ejercicio.descanso ?? null;
