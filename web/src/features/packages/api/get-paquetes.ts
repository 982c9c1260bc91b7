import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { packageKeys } from './package-keys';

export const getPaquetes = (signal?: AbortSignal) => api('GET /api/paquetes/getPaquetes', {}, { signal });

export const paquetesOfferQueryOptions = () => queryOptions({ queryKey: packageKeys.offer, queryFn: ({ signal }) => getPaquetes(signal) });

export const usePaquetesOffer = () => useQuery(paquetesOfferQueryOptions());
