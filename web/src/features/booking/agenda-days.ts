import type { AgendaOccurrence } from './api/get-agenda';
import { waitlistOnly, type MemberBooking, type WaitlistEntry } from './api/get-member-bookings';
import { byDateThenTime, isLaterThanNow } from './booking-dates';

/**
 * A class of the agenda, with the member's place on its waitlist when they are waiting for it, and whether her
 * booking of it was paid with a make-up right (her turnos say so: the agenda's places do not).
 */
export type AgendaSlot = AgendaOccurrence & { espera: WaitlistEntry | null; recupero: boolean };

export type AgendaDay = { fecha: string; slots: AgendaSlot[] };

/**
 * The agenda as day cards (docs/product.md §5): every class later than now, sorted; a full class stays (it shows
 * "Completo" and its waitlist) and days with nothing to show are left out. Her turnos (until they load, none) give
 * each class her place in line and mark a booking of hers that is a make-up.
 */
export function agendaDays(occurrences: readonly AgendaOccurrence[], now: Date, turnos: readonly MemberBooking[] = []): AgendaDay[] {
  const waiting = new Map(waitlistOnly(turnos).map((w) => [`${w.horario_id}|${w.fecha}`, w]));
  const makeups = new Set(turnos.filter((t) => t.estado !== 'en_espera' && t.es_recupero).map((t) => t.id));
  const visible = occurrences.filter((o) => isLaterThanNow(o.fecha, o.hora, now)).sort(byDateThenTime);
  const days: AgendaDay[] = [];
  for (const occurrence of visible) {
    const booked = occurrence.reserva_id !== null;
    const espera = booked ? null : (waiting.get(`${occurrence.horario_id}|${occurrence.fecha}`) ?? null);
    const slot = { ...occurrence, espera, recupero: booked && makeups.has(occurrence.reserva_id!) };
    const last = days.at(-1);
    if (last?.fecha === slot.fecha) last.slots.push(slot);
    else days.push({ fecha: slot.fecha, slots: [slot] });
  }
  return days;
}
