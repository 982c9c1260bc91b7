import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TopicHandlers } from '../lib/realtime';
import {
  creditHistoryKeys,
  groupMembersKey,
  groupsKey,
  healthStatusKey,
  horariosKey,
  memberListKeys,
  occupancyKeys,
  paquetesKey,
  planKeys,
  planListKey,
  planMembersKey,
  standingBookingsKeys,
  termsKey,
  userPackageKeys,
  usersKeys,
  videosKeys,
  waitlistKeys,
} from './route-keys';

const refresh = (queryClient: QueryClient, ...keys: QueryKey[]) => {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
};

/**
 * Which topics refresh the routes that several features read: each route's cache entry is refreshed once per notice,
 * here, whichever screens show it. What one feature alone reads stays in that feature's handlers.
 */
export const sharedRouteTopicHandlers: TopicHandlers = {
  // The studio's health settings and terms ride on `catalog`: studio-wide rules every member reads.
  catalog: (_event, queryClient) => refresh(queryClient, paquetesKey, horariosKey, healthStatusKey, termsKey),
  user: ({ userId }, queryClient) =>
    refresh(queryClient, userPackageKeys.of(userId), creditHistoryKeys.of(userId), standingBookingsKeys.of(userId), healthStatusKey),
  // A booking or a cancellation changes rosters, waitlists, a member's last class and whether she is "Sin venir".
  'admin:bookings': (_event, queryClient) => refresh(queryClient, occupancyKeys.all, waitlistKeys.all, memberListKeys.all, standingBookingsKeys.all),
  'admin:users': (_event, queryClient) => refresh(queryClient, usersKeys.all, memberListKeys.all),
  // A group's plans change the plan list's group counts too.
  'staff:groups': (_event, queryClient) => refresh(queryClient, groupsKey, groupMembersKey, planListKey),
  plans: (_event, queryClient) => refresh(queryClient, planListKey, planMembersKey),
  // Staff only: a member hears of her own plans on `user:<id>` (features/plans/realtime.ts).
  plan: ({ planId }, queryClient) => refresh(queryClient, planKeys.of(planId)),
  videos: (_event, queryClient) => refresh(queryClient, videosKeys.all),
};
