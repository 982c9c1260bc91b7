import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A package's price list: today's price and every version (GET /api/precios/:paqueteId, admins). */
export const priceListKey = (packageId: number) => ['GET /api/precios/:paqueteId', packageId] as const;

export const priceListQuery = (packageId: number) =>
  queryOptions({ queryKey: priceListKey(packageId), queryFn: ({ signal }) => api('GET /api/precios/:paqueteId', { params: { paqueteId: String(packageId) } }, { signal }) });

export const usePriceList = (packageId: number) => useQuery(priceListQuery(packageId));
