import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { membershipKeys } from './membership-keys';
import type { PackageRequest } from './types';

export const getPendingRequests = (signal?: AbortSignal) => apiFetch<PackageRequest[]>('/api/paquetes/requests?status=pending', { signal });

export const pendingRequestsQueryOptions = () => queryOptions({ queryKey: membershipKeys.requests, queryFn: ({ signal }) => getPendingRequests(signal) });

export const usePendingRequests = () => useQuery(pendingRequestsQueryOptions());
