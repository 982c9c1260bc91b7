import { useQuery } from '@tanstack/react-query';
import { workoutsKeys } from './workouts-keys';
import { api } from '../../../lib/api-client';

export type { HistorialEjercicio } from '../../../../../contract/workouts';

/** One exercise's sets over time and its records: the member's own, or a member's (`clerkUserId`) for staff. */
export const useExerciseHistory = (nombre: string, clerkUserId?: string) =>
  useQuery({
    queryKey: workoutsKeys.history(nombre, clerkUserId),
    queryFn: ({ signal }) => api('POST /api/entrenamientos/getHistorialEjercicio', { body: { nombre, ...(clerkUserId ? { clerkUserId } : {}) } }, { signal, idempotent: false }),
    enabled: nombre.trim() !== '',
  });
