/**
 * Query keys of the booking feature. The member's turnos sit under ['home', …] because the home screen's
 * pull-to-refresh reloads every ['home', …] query, and Mis Turnos reads them. Her package and turnos fijos are routes
 * other screens read too: their keys are in web/src/api.
 */
export const bookingKeys = {
  agendaAll: ['booking', 'agenda'] as const,
  agenda: (userId: string) => ['booking', 'agenda', userId] as const,
  turnos: (userId: string) => ['home', 'turnos', userId] as const,
};
