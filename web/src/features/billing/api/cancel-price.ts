import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { priceListKey } from './price-list';

/** A version withdrawn before its day (the one before it stays in effect); the answer is the whole list. */
export function useCancelPrice(packageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api('POST /api/precios/cancelar', { body: { paqueteId: packageId, version } }),
    onSuccess: (list) => queryClient.setQueryData(priceListKey(packageId), list),
  });
}
