import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipKeys } from './membership-keys';
import { api } from '../../../lib/api-client';

export const getPendingRequests = (signal?: AbortSignal) => api('GET /api/paquetes/requests', { query: { status: 'pending' } }, { signal });

export const pendingRequestsQueryOptions = () => queryOptions({ queryKey: membershipKeys.requests, queryFn: ({ signal }) => getPendingRequests(signal) });

export const usePendingRequests = () => useQuery(pendingRequestsQueryOptions());
