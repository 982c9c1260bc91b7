import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { membershipKeys } from './membership-keys';
import type { PaqueteOption } from './types';

export const getPaqueteOptions = (signal?: AbortSignal) => apiFetch<PaqueteOption[]>('/api/paquetes/getPaquetes', { signal });

export const paqueteOptionsQueryOptions = () => queryOptions({ queryKey: membershipKeys.paquetes, queryFn: ({ signal }) => getPaqueteOptions(signal) });

export const usePaqueteOptions = () => useQuery(paqueteOptionsQueryOptions());
