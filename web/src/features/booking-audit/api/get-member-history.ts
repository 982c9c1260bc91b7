import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { auditKeys } from './audit-keys';

/** POST /api/reservas/historialUsuario: every booking and cancellation of one member, oldest first. */
export const getMemberHistory = (userId: string, signal?: AbortSignal) =>
  api('POST /api/reservas/historialUsuario', { body: { clerkUserId: userId } }, { idempotent: false, signal });

export const memberHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: auditKeys.memberHistory(userId), queryFn: ({ signal }) => getMemberHistory(userId, signal) });

export const useMemberHistory = (userId: string) => useQuery(memberHistoryQueryOptions(userId));
