import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { packageKeys } from './package-keys';

export const getCreditHistory = (userId: string, signal?: AbortSignal) =>
  api('POST /api/paquetes/getCreditHistory', { body: { clerkUserId: userId } }, { idempotent: false, signal });

export const creditHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: packageKeys.history(userId), queryFn: ({ signal }) => getCreditHistory(userId, signal) });

export const useCreditHistory = (userId: string) => useQuery(creditHistoryQueryOptions(userId));
