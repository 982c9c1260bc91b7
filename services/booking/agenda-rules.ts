import type { Cupo } from '../../contract/booking';
import type { BookingPolicy } from '../../events/catalog/catalog.events';
import type { StudioNow } from './booking.decider';
import { bookingOpensOn, minutesBeforeClass } from './booking-policy';

export type AgendaRules = NonNullable<Cupo['reglas']>;

/**
 * A class's booking rules as the agenda shows them (docs/features/booking.md, "The discipline's booking policy"):
 * the same instants booking-policy.ts decides with, so a class the agenda shows as not open yet is one the server
 * refuses with BOOKING_NOT_OPEN_YET, and the free-cancel limit the booking dialog states is the one a cancel meets.
 */
export function agendaRules(policy: BookingPolicy, occurrence: { fecha: string; hora: string }, now: StudioNow, lateCancelsForgivenThisMonth: number): AgendaRules {
  const opensOn = bookingOpensOn(policy, occurrence.fecha);
  const freeUntil = policy.freeCancelHoursBefore === null ? null : minutesBeforeClass(occurrence, policy.freeCancelHoursBefore * 60);
  // A late cancel falls in the month it is made: one made in a later month than now has that month's whole allowance.
  const lateMonthIsLater = freeUntil !== null && freeUntil.slice(0, 7) > now.date.slice(0, 7);
  const used = lateMonthIsLater ? 0 : lateCancelsForgivenThisMonth;
  return {
    reservas_abren: opensOn === null ? null : `${opensOn} 00:00`,
    reservas_cierran: policy.closesMinutesBefore > 0 ? minutesBeforeClass(occurrence, policy.closesMinutesBefore) : null,
    cancelacion_gratis_hasta: freeUntil,
    tardias_sin_costo_restantes: Math.max(0, policy.freeLateCancelsPerMonth - used),
  };
}
