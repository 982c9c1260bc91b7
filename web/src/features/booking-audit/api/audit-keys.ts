/** Query keys of the admin's Reservas screen that no other screen reads; `admin:bookings` refreshes the histories. */
export const auditKeys = {
  all: ['booking-audit'] as const,
  memberHistoryAll: ['booking-audit', 'member-history'] as const,
  memberHistory: (userId: string) => ['booking-audit', 'member-history', userId] as const,
  classMoment: (horarioId: number, fecha: string, en: string) => ['booking-audit', 'class-moment', horarioId, fecha, en] as const,
  memberMoment: (userId: string, en: string) => ['booking-audit', 'member-moment', userId, en] as const,
};
