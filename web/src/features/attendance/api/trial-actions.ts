import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceKeys } from './attendance-keys';
import { api, refreshAfterCommand } from '../../../lib/api-client';

const ROUTES = {
  confirmar: 'POST /api/clases/pruebas/confirmar',
  cancelar: 'POST /api/clases/pruebas/cancelar',
  checkIn: 'POST /api/clases/pruebas/checkIn',
} as const;

export type TrialAction = keyof typeof ROUTES;

/** Staff confirm, cancel or check in a trial class from the console; the `classes` notice refreshes every console. */
export function useTrialAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: TrialAction; id: string; fecha: string }) => api(ROUTES[action], { body: { id } }),
    onSettled: (_data, error, { fecha }) => refreshAfterCommand(queryClient, [attendanceKeys.console(fecha)], error ? 'refused' : 'accepted'),
  });
}
