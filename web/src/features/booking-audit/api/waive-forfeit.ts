import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from './audit-keys';
import { api, refreshesAfter } from '../../../lib/api-client';

/** POST /api/reservas/waiveForfeit: give back a credit a late cancellation kept, with the reason the member reads. */
export const waiveForfeit = (input: { id: number; motivo: string }) =>
  api('POST /api/reservas/waiveForfeit', { body: input });

export function useWaiveForfeit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: waiveForfeit, ...refreshesAfter(queryClient, [auditKeys.all]) });
}
