import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { packageKeys } from './package-keys';
import type { Paquete } from './types';

export const getPaquetes = (signal?: AbortSignal) => apiFetch<Paquete[]>('/api/paquetes/getPaquetes', { signal });

export const paquetesOfferQueryOptions = () => queryOptions({ queryKey: packageKeys.offer, queryFn: ({ signal }) => getPaquetes(signal) });

export const usePaquetesOffer = () => useQuery(paquetesOfferQueryOptions());
