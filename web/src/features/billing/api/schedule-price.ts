import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paquetesKey } from '../../../api/route-keys';
import { api, type ApiInput } from '../../../lib/api-client';
import { priceListKey } from './price-list';

export type SchedulePriceBody = ApiInput<'POST /api/precios/programar'>['body'];

/**
 * A new version of the package's prices from a day. The answer is the whole list, kept as the list's data (price
 * lists have no realtime topic); a version from today changes the price on sale at once, so the packages are read again.
 */
export function useSchedulePrice(packageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchedulePriceBody) => api('POST /api/precios/programar', { body }),
    onSuccess: async (list) => {
      queryClient.setQueryData(priceListKey(packageId), list);
      await queryClient.invalidateQueries({ queryKey: paquetesKey });
    },
  });
}
