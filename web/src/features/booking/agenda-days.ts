import type { AgendaOccurrence } from './api/get-agenda';
import { byDateThenTime, isLaterThanNow } from './booking-dates';

export type AgendaDay = { fecha: string; slots: AgendaOccurrence[] };

/**
 * The agenda as day cards (SPEC §5): slots with places left plus the member's own bookings, only
 * classes later than now, sorted; days with nothing to show are left out.
 */
export function agendaDays(occurrences: readonly AgendaOccurrence[], now: Date): AgendaDay[] {
  const visible = occurrences
    .filter((o) => (o.cupo_disponible > 0 || o.reserva_id !== null) && isLaterThanNow(o.fecha, o.hora, now))
    .sort(byDateThenTime);
  const days: AgendaDay[] = [];
  for (const slot of visible) {
    const last = days.at(-1);
    if (last?.fecha === slot.fecha) last.slots.push(slot);
    else days.push({ fecha: slot.fecha, slots: [slot] });
  }
  return days;
}
