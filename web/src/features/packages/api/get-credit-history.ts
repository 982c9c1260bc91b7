import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditMovement } from '../../../components/credit-history-list';
import { apiFetch } from '../../../lib/api-client';
import { packageKeys } from './package-keys';

export const getCreditHistory = (userId: string, signal?: AbortSignal) =>
  apiFetch<CreditMovement[]>('/api/paquetes/getCreditHistory', { method: 'POST', body: { clerkUserId: userId }, idempotent: false, signal });

export const creditHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: packageKeys.history(userId), queryFn: ({ signal }) => getCreditHistory(userId, signal) });

export const useCreditHistory = (userId: string) => useQuery(creditHistoryQueryOptions(userId));
