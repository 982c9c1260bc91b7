import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api-client';

export type MyMakeups = ApiAnswer<'POST /api/recuperos/estado'>;
export type Makeup = MyMakeups['disponibles'][number];

const MY_MAKEUPS = 'POST /api/recuperos/estado';
/** Her make-up rights by her user id; `all` reaches every member's (the studio's rule rides on each answer). */
export const myMakeupsKeys = { all: [MY_MAKEUPS] as const, of: (userId: string) => [MY_MAKEUPS, userId] as const };

// A read sent as POST: no Idempotency-Key (it changes nothing).
export const getMyMakeups = (userId: string, signal?: AbortSignal) =>
  api(MY_MAKEUPS, { body: { clerkUserId: userId } }, { idempotent: false, signal });

export const myMakeupsQuery = (userId: string) => queryOptions({ queryKey: myMakeupsKeys.of(userId), queryFn: ({ signal }) => getMyMakeups(userId, signal) });

export const useMyMakeups = (userId: string) => useQuery(myMakeupsQuery(userId));
