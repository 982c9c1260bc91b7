import { creditHistoryKeys, memberListKeys, userPackageKeys, usersKeys } from '../../../api/route-keys';

/** Query keys of the admin's Usuarios screen that no other screen reads; `admin:requests` refreshes the queue. */
export const membershipKeys = {
  all: ['membership'] as const,
  requests: ['membership', 'requests'] as const,
};

/** What a Usuarios command may change: the request queue, and the users, lists, packages and credits other screens read too. */
export const membershipChangeKeys = [membershipKeys.all, usersKeys.all, memberListKeys.all, userPackageKeys.all, creditHistoryKeys.all];
