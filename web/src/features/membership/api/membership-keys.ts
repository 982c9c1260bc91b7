/** Query keys of the admin's Usuarios screen; `admin:users`, `admin:requests` and `user:<id>` refresh them. */
export const membershipKeys = {
  all: ['membership'] as const,
  users: (hidden: boolean) => ['membership', 'users', hidden ? 'hidden' : 'visible'] as const,
  usersAll: ['membership', 'users'] as const,
  /** GET /api/usuarios/lista of one filter, sort and page (under usersAll, so admin:users refreshes it). */
  list: (query: Record<string, string>) => ['membership', 'users', 'lista', query] as const,
  /** Every page of the list: a booking moves its "Sin venir" filter and last classes (admin:bookings). */
  lists: ['membership', 'users', 'lista'] as const,
  grupos: ['membership', 'grupos'] as const,
  requests: ['membership', 'requests'] as const,
  history: (userId: string) => ['membership', 'history', userId] as const,
  paquetes: ['membership', 'paquetes'] as const,
};
