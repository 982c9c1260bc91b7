import { groupMembersKey, groupsKey, planListKey } from '../../../api/route-keys';

/** Query keys of the groups screens that no other screen reads; `staff:groups` and `plans` realtime topics invalidate them. */
export const groupsKeys = {
  all: ['groups'] as const,
  plans: () => ['groups', 'plans'] as const,
  candidates: () => ['groups', 'candidates'] as const,
};

/** What a group command may change: the groups screen's own lists, and the groups, members and plan list other screens read too. */
export const groupChangeKeys = [groupsKeys.all, groupsKey, groupMembersKey, planListKey];
