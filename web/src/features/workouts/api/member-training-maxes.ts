import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workoutsKeys } from './workouts-keys';

export type { Maximos } from '../../../../../contract/workouts';

/** Staff: a member's training maxes, what her records propose and the studio's plate increment. */
export const useMemberTrainingMaxes = (clerkUserId: string) =>
  useQuery({
    queryKey: workoutsKeys.memberMaxes(clerkUserId),
    queryFn: ({ signal }) => api('GET /api/entrenamientos/socios/:clerkUserId/maximos', { params: { clerkUserId } }, { signal }),
  });

/**
 * Setting or confirming a max answers with her maxes as they now stand: the answer is the screen's data (no change
 * notice follows a max, so nothing else would refresh it).
 */
function useMaxCommand<Input>(clerkUserId: string, send: (input: Input) => ReturnType<typeof api<'PUT /api/entrenamientos/socios/:clerkUserId/maximos'>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (maximos) => queryClient.setQueryData(workoutsKeys.memberMaxes(clerkUserId), maximos),
  });
}

/** A coach writes her max for an exercise: kg as typed ("102,5"), the server checks it. */
export const useSetTrainingMax = (clerkUserId: string) =>
  useMaxCommand(clerkUserId, (body: { ejercicio: string; kg: string }) => api('PUT /api/entrenamientos/socios/:clerkUserId/maximos', { params: { clerkUserId }, body }));

/** A coach confirms the max her records propose for an exercise. */
export const useConfirmTrainingMax = (clerkUserId: string) =>
  useMaxCommand(clerkUserId, (ejercicio: string) => api('POST /api/entrenamientos/socios/:clerkUserId/maximos/confirmar', { params: { clerkUserId }, body: { ejercicio } }));
