import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { auditKeys } from './audit-keys';

/** GET /api/reservas/misTurnosFijos naming the member (staff only): the weekly classes booked for them every week. */
export const getMemberStanding = (userId: string, signal?: AbortSignal) =>
  api('GET /api/reservas/misTurnosFijos', { query: { clerkUserId: userId } }, { signal });

// Under the member's history key: what refreshes the history refreshes these too.
export const memberStandingQueryOptions = (userId: string) =>
  queryOptions({ queryKey: [...auditKeys.memberHistory(userId), 'turnos-fijos'] as const, queryFn: ({ signal }) => getMemberStanding(userId, signal) });

export const useMemberStanding = (userId: string) => useQuery(memberStandingQueryOptions(userId));
