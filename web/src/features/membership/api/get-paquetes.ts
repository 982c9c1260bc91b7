import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { membershipKeys } from './membership-keys';

export const getPaqueteOptions = (signal?: AbortSignal) => api('GET /api/paquetes/getPaquetes', {}, { signal });

export const paqueteOptionsQueryOptions = () => queryOptions({ queryKey: membershipKeys.paquetes, queryFn: ({ signal }) => getPaqueteOptions(signal) });

export const usePaqueteOptions = () => useQuery(paqueteOptionsQueryOptions());
