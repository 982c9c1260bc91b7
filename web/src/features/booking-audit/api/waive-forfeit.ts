import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

/** POST /api/reservas/waiveForfeit: give back a credit a late cancellation kept, with the reason the member reads. */
export const waiveForfeit = (input: { id: number; motivo: string }) =>
  apiFetch<{ id: number }>('/api/reservas/waiveForfeit', { method: 'POST', body: input });

export function useWaiveForfeit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: waiveForfeit, onSuccess: () => queryClient.invalidateQueries({ queryKey: auditKeys.all }) });
}
