import { queryOptions } from '@tanstack/react-query';
import { paquetesKey } from '../route-keys';
import { api, type ApiAnswer } from '../../lib/api-client';

const ROUTE = 'GET /api/paquetes/getPaquetes';

/** A package on sale, with the disciplines it is limited to (empty: every one). */
export type Paquete = ApiAnswer<typeof ROUTE>[number];

export const fetchPaquetes = (signal?: AbortSignal) => api(ROUTE, {}, { signal });

/** The packages on sale: the member's offer, the admin's catalog and its package pickers. */
export const paquetesQuery = () => queryOptions({ queryKey: paquetesKey, queryFn: ({ signal }) => fetchPaquetes(signal) });
