/**
 * Query keys of the booking feature. The member's turnos and package sit under ['home', …] because the
 * home screen's pull-to-refresh reloads every ['home', …] query, and Mis Turnos reads both.
 */
export const bookingKeys = {
  agendaAll: ['booking', 'agenda'] as const,
  agenda: (userId: string) => ['booking', 'agenda', userId] as const,
  turnos: (userId: string) => ['home', 'turnos', userId] as const,
  memberPackage: (userId: string) => ['home', 'paquete', userId] as const,
  standing: (userId: string) => ['home', 'turnosFijos', userId] as const,
};
