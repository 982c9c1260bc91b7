/** Query keys of the member's /paquetes screen; `user:<id>` topics refresh the member's own keys. */
export const packageKeys = {
  offer: ['packages', 'offer'] as const,
  member: (userId: string) => ['packages', 'member', userId] as const,
  package: (userId: string) => ['packages', 'member', userId, 'package'] as const,
  history: (userId: string) => ['packages', 'member', userId, 'history'] as const,
};
