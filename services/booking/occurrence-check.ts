import { fail } from '../../events/framework/errors';
import { WEEKDAYS } from '../../domain/catalog/weekdays';
import { isoWeekdayOf } from '../../domain/booking/agenda-horizon';
import type { SlotFacts } from '../../domain/booking/booking-facts';

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * The class exists on `fecha`: the slot is live, a weekly slot falls on that weekday and a one-off class on its own
 * date, and the day is not closed nor the occurrence cancelled. Booking and the waitlist both ask.
 */
export function requireOccurrence(slot: SlotFacts | undefined, fecha: string): SlotFacts {
  if (!slot) throw fail('SLOT_NOT_FOUND');
  if (slot.fecha) {
    if (slot.fecha !== fecha) throw fail('ONE_OFF_OTHER_DATE', { fecha: dayMonth(slot.fecha) });
  } else if (WEEKDAYS[isoWeekdayOf(fecha) - 1] !== slot.diaSemana) {
    throw fail('WRONG_WEEKDAY', { weekday: slot.diaSemana });
  }
  if (slot.exception?.kind === 'day-closed') throw fail('STUDIO_CLOSED', { motivo: slot.exception.motivo });
  if (slot.exception) throw fail('CLASS_CANCELLED', { motivo: slot.exception.motivo });
  return slot;
}
