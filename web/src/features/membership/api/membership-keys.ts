/** Query keys of the admin's Usuarios screen; `admin:users`, `admin:requests` and `user:<id>` refresh them. */
export const membershipKeys = {
  all: ['membership'] as const,
  users: (hidden: boolean) => ['membership', 'users', hidden ? 'hidden' : 'visible'] as const,
  usersAll: ['membership', 'users'] as const,
  requests: ['membership', 'requests'] as const,
  history: (userId: string) => ['membership', 'history', userId] as const,
  paquetes: ['membership', 'paquetes'] as const,
};
