/** Query keys of the progress feature: the member's own under ['progress', 'me'], a member's for staff under ['progress', 'member', id]. */
export const progressKeys = {
  all: ['progress'] as const,
  mine: () => ['progress', 'me'] as const,
  member: (clerkUserId: string) => ['progress', 'member', clerkUserId] as const,
};
