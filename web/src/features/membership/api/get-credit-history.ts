import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditMovement } from '../../../components/credit-history-list';
import { apiFetch } from '../../../lib/api-client';
import { membershipKeys } from './membership-keys';

export const getCreditHistory = (userId: string, signal?: AbortSignal) =>
  apiFetch<CreditMovement[]>('/api/paquetes/getCreditHistory', { method: 'POST', body: { clerkUserId: userId }, idempotent: false, signal });

export const creditHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: membershipKeys.history(userId), queryFn: ({ signal }) => getCreditHistory(userId, signal) });

export const useCreditHistory = (userId: string) => useQuery(creditHistoryQueryOptions(userId));
