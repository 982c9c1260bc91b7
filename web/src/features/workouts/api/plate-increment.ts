import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingMaxesKey } from '../../../api/route-keys';
import { api } from '../../../lib/api-client';

/**
 * Admins: the plate increment every % load rounds to. Her own maxes' answer carries it, so that is read again; always,
 * since no change notice follows a studio setting of workouts.
 */
export function useSavePlateIncrement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kg: number) => api('PUT /api/entrenamientos/incrementoDisco', { body: { kg } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingMaxesKey }),
  });
}
