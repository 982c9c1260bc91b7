import { queryOptions } from '@tanstack/react-query';
import { creditHistoryKeys } from '../route-keys';
import { api } from '../../lib/api-client';

const ROUTE = 'POST /api/paquetes/getCreditHistory';

export const fetchCreditHistory = (userId: string, signal?: AbortSignal) => api(ROUTE, { body: { clerkUserId: userId } }, { idempotent: false, signal });

/** Every credit line of a member's packages, newest first. */
export const creditHistoryQuery = (userId: string) =>
  queryOptions({ queryKey: creditHistoryKeys.of(userId), queryFn: ({ signal }) => fetchCreditHistory(userId, signal) });
