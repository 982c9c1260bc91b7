import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';
import type { HistoryEntry } from './types';

/** POST /api/reservas/historialUsuario: every booking and cancellation of one member, oldest first. */
export const getMemberHistory = (userId: string, signal?: AbortSignal) =>
  apiFetch<HistoryEntry[]>('/api/reservas/historialUsuario', { method: 'POST', body: { clerkUserId: userId }, idempotent: false, signal });

export const memberHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: auditKeys.memberHistory(userId), queryFn: ({ signal }) => getMemberHistory(userId, signal) });

export const useMemberHistory = (userId: string) => useQuery(memberHistoryQueryOptions(userId));
