import type { AgendaOccurrence } from './api/get-agenda';
import type { WaitlistEntry } from './api/get-member-bookings';
import { byDateThenTime, isLaterThanNow } from './booking-dates';

/** A class of the agenda, with the member's place on its waitlist when they are waiting for it. */
export type AgendaSlot = AgendaOccurrence & { espera: WaitlistEntry | null };

export type AgendaDay = { fecha: string; slots: AgendaSlot[] };

/**
 * The agenda as day cards (docs/product.md §5): every class later than now, sorted; a full class stays (it shows
 * "Completo" and its waitlist) and days with nothing to show are left out.
 */
export function agendaDays(occurrences: readonly AgendaOccurrence[], now: Date, waitlist: readonly WaitlistEntry[] = []): AgendaDay[] {
  const waiting = new Map(waitlist.map((w) => [`${w.horario_id}|${w.fecha}`, w]));
  const visible = occurrences.filter((o) => isLaterThanNow(o.fecha, o.hora, now)).sort(byDateThenTime);
  const days: AgendaDay[] = [];
  for (const occurrence of visible) {
    const slot = { ...occurrence, espera: occurrence.reserva_id === null ? (waiting.get(`${occurrence.horario_id}|${occurrence.fecha}`) ?? null) : null };
    const last = days.at(-1);
    if (last?.fecha === slot.fecha) last.slots.push(slot);
    else days.push({ fecha: slot.fecha, slots: [slot] });
  }
  return days;
}
