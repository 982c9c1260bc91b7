/** Query keys of the admin's Reservas screen; `admin:bookings` refreshes occupancies and histories. */
export const auditKeys = {
  all: ['booking-audit'] as const,
  horarios: ['booking-audit', 'horarios'] as const,
  users: ['booking-audit', 'users'] as const,
  occupancyAll: ['booking-audit', 'occupancy'] as const,
  occupancy: (horarioId: number, fecha: string) => ['booking-audit', 'occupancy', horarioId, fecha] as const,
  memberHistoryAll: ['booking-audit', 'member-history'] as const,
  memberHistory: (userId: string) => ['booking-audit', 'member-history', userId] as const,
};
