import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditKeys } from './audit-keys';
import { api } from '../../../lib/api-client';

/** POST /api/reservas/historialUsuario: every booking and cancellation of one member, oldest first. */
export const getMemberHistory = (userId: string, signal?: AbortSignal) =>
  api('POST /api/reservas/historialUsuario', { body: { clerkUserId: userId } }, { idempotent: false, signal });

export const memberHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: auditKeys.memberHistory(userId), queryFn: ({ signal }) => getMemberHistory(userId, signal) });

export const useMemberHistory = (userId: string) => useQuery(memberHistoryQueryOptions(userId));
