import { queryOptions, useQuery } from '@tanstack/react-query';
import { attendanceKeys } from './attendance-keys';
import { api } from '../../../lib/api-client';

/**
 * POST /api/abonos/estados: which of a class's members owe their monthly fee. Only an admin's answer names anyone
 * (coaches never reach money: theirs is empty). Under the console's key, so the roster's refresh reads it again.
 */
export const classFeesQuery = (userIds: readonly string[]) =>
  queryOptions({
    queryKey: [...attendanceKeys.consoleAll, 'fees', [...userIds].sort().join(',')] as const,
    queryFn: async ({ signal }) => new Map((await api('POST /api/abonos/estados', { body: { clerkUserIds: [...userIds] } }, { idempotent: false, signal })).map((d) => [d.clerkUserId, d.estado])),
    enabled: userIds.length > 0,
  });

/** 'debe' or 'en_mora' for a member who owes her fee; undefined when she owes nothing or the viewer is a coach. */
export function useClassFees(userIds: readonly string[]) {
  const { data } = useQuery(classFeesQuery(userIds));
  return (userId: string) => data?.get(userId) as 'debe' | 'en_mora' | undefined;
}
