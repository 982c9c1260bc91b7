import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, refreshesAfter } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

const priceIndexKey = ['reports', 'price-index'] as const;
export const priceIndexQuery = () => queryOptions({ queryKey: priceIndexKey, queryFn: ({ signal }) => api('GET /api/reportes/indice', {}, { signal }) });
export const usePriceIndex = () => useQuery(priceIndexQuery());

/** A month typed, or the owner's CSV: every summary in constant pesos reads again. */
export function useSavePriceIndex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { meses: { mes: string; valor: number }[] } | { csv: string }) =>
      'csv' in input ? api('POST /api/reportes/indice/importar', { body: input }) : api('PUT /api/reportes/indice', { body: input }),
    ...refreshesAfter(queryClient, [priceIndexKey, reportKeys.all]),
  });
}
