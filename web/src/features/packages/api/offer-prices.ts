import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api-client';

const ROUTE = 'GET /api/precios';

/** A package on sale's prices by method today and its next version, from its price list (centavos). */
export type OfferPrice = ApiAnswer<typeof ROUTE>[number];

export const offerPricesKey = [ROUTE] as const;

export const fetchOfferPrices = (signal?: AbortSignal) => api(ROUTE, {}, { signal });

/** The packages on sale that have a price list; one without a list costs its own price for every method. */
export const offerPricesQuery = () => queryOptions({ queryKey: offerPricesKey, queryFn: ({ signal }) => fetchOfferPrices(signal) });

export const useOfferPrices = () => useQuery(offerPricesQuery());
