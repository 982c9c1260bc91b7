/** Query keys of the admin's Reservas screen that no other screen reads; `admin:bookings` refreshes the histories. */
export const auditKeys = {
  all: ['booking-audit'] as const,
  memberHistoryAll: ['booking-audit', 'member-history'] as const,
  memberHistory: (userId: string) => ['booking-audit', 'member-history', userId] as const,
};
