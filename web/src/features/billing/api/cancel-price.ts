import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, refreshesAfter } from '../../../lib/api-client';
import { priceListKey } from './price-list';

/** A version withdrawn before its day: the one before it stays in effect. */
export function useCancelPrice(packageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api('POST /api/precios/cancelar', { body: { paqueteId: packageId, version } }),
    ...refreshesAfter(queryClient, [priceListKey(packageId)]),
  });
}
