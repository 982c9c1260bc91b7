import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paquetesKey } from '../../../api/route-keys';
import { api, type ApiInput, refreshesAfter } from '../../../lib/api-client';
import { priceListKey } from './price-list';

export type SchedulePriceBody = ApiInput<'POST /api/precios/programar'>['body'];

/** A new version of the package's prices from a day; one from today changes the price on sale at once. */
export function useSchedulePrice(packageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchedulePriceBody) => api('POST /api/precios/programar', { body }),
    ...refreshesAfter(queryClient, [priceListKey(packageId), paquetesKey]),
  });
}
