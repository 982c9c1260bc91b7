import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, refreshAfterCommand } from '../../../../lib/api-client';
import { workoutsKeys } from '../../api/workouts-keys';

/** PUT /api/entrenamientos/pizarra/dia: the plan day the class trains. The answer is the board with it. */
export function useChooseBoardDay(horarioId: number, fecha: string) {
  const queryClient = useQueryClient();
  const key = workoutsKeys.board(horarioId, fecha);
  return useMutation({
    mutationFn: ({ planificacionId, diaId }: { planificacionId: number; diaId: number }) =>
      api('PUT /api/entrenamientos/pizarra/dia', { body: { horario_id: horarioId, fecha, planificacionId, diaId } }),
    onSuccess: (board) => queryClient.setQueryData(key, board),
    // Refused (the class is gone, the plan changed): what the board shows may be stale.
    onError: () => refreshAfterCommand(queryClient, [key], 'refused'),
  });
}
