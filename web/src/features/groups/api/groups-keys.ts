/** Query keys of the groups screens; `admin:groups`, `plans` and `user:` realtime topics invalidate them. */
export const groupsKeys = {
  all: ['groups'] as const,
  groups: () => ['groups', 'list'] as const,
  members: () => ['groups', 'members'] as const,
  plans: () => ['groups', 'plans'] as const,
  candidates: () => ['groups', 'candidates'] as const,
  planOptions: () => ['groups', 'plan-options'] as const,
  userPlans: () => ['groups', 'user-plans'] as const,
};
