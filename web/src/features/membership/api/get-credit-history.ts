import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { membershipKeys } from './membership-keys';

export const getCreditHistory = (userId: string, signal?: AbortSignal) =>
  api('POST /api/paquetes/getCreditHistory', { body: { clerkUserId: userId } }, { idempotent: false, signal });

export const creditHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: membershipKeys.history(userId), queryFn: ({ signal }) => getCreditHistory(userId, signal) });

export const useCreditHistory = (userId: string) => useQuery(creditHistoryQueryOptions(userId));
