import type { FactsDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { OccurrenceEvent } from '../../events/catalog/booking.events';
import type { MakeupEvent } from '../../events/catalog/booking.makeups';
import type { ReserveSlotFacts, StudioNow } from '../../domain/booking/booking-facts';
import { makeupFor, makeupsInMonth, type Makeup, type MakeupSettings } from '../../domain/booking/makeup-rules';
import { dayMonth } from '../../domain/booking/policy-ledger-lines';
import { requireBookable } from './booking.decider';
import { bookingWindowRefusal } from './booking-policy';
import type { BookingPolicy } from '../../events/catalog/catalog.events';

export interface BookMakeup {
  /** A fresh id, drawn by the facts reader. */
  bookingId: number;
  userId: string;
  fecha: string;
  now: StudioNow;
}

/** What a make-up booking reads under the locks of the class's and her streams. */
export interface BookMakeupFacts extends ReserveSlotFacts {
  policy: BookingPolicy;
  slotDisciplineId: number | null;
  settings: MakeupSettings;
  /** Her make-up rights, each with the discipline of the class it came from. */
  makeups: (Makeup & { disciplineId: number | null })[];
  /** Turno fijo places of this class not booked yet: their members' weeks, which no make-up may take. */
  regularsPending: number;
}

export interface MakeupDecision {
  occurrence: OccurrenceEvent[];
  member: MakeupEvent[];
}

/**
 * BookMakeup (docs/features/makeups.md): a class of the same discipline as the one she missed, paid by the make-up
 * right that runs out first, within the month's cap, and only in a place nobody holds: booked places and the turno
 * fijo places not booked yet both count as taken, so a make-up never displaces a regular. The booking gates apply as
 * to any booking (requireBookable) and so does the discipline's booking window.
 */
function decideMakeup(cmd: BookMakeup, facts: BookMakeupFacts): MakeupDecision {
  if (!facts.settings.enabled) throw fail('MAKEUPS_DISABLED');
  const slot = requireBookable(cmd, facts);
  const windowRefusal = bookingWindowRefusal(facts.policy, cmd.fecha, slot.hora, cmd.now);
  if (windowRefusal) throw windowRefusal;
  if (facts.occupancy.memberHolds) throw fail('ALREADY_BOOKED');
  const ofDiscipline = facts.makeups.filter((m) => m.disciplineId === facts.slotDisciplineId);
  const makeup = makeupFor(ofDiscipline, cmd.fecha, cmd.now.date);
  if (!makeup) {
    const soonest = makeupFor(ofDiscipline, cmd.now.date, cmd.now.date);
    throw soonest ? fail('MAKEUP_EXPIRES_BEFORE_CLASS', { until: dayMonth(soonest.validUntil) }) : fail('NO_MAKEUP');
  }
  const cap = facts.settings.monthlyCap;
  if (cap !== null && makeupsInMonth(facts.makeups, cmd.fecha) >= cap) throw fail('MAKEUP_MONTHLY_CAP', { cap });
  if (facts.occupancy.booked + facts.regularsPending >= slot.cupoMaximo) throw fail('MAKEUP_NO_FREE_PLACE');
  const ids = { bookingId: cmd.bookingId, slotId: slot.id, fecha: cmd.fecha, userId: cmd.userId };
  return {
    occurrence: [{ type: 'SlotReserved', data: { ...ids, hora: slot.hora, capacity: slot.cupoMaximo } }],
    member: [{ type: 'MakeupBooked', data: { ...ids, makeupId: makeup.makeupId } }],
  };
}

export const bookMakeupDecider: FactsDecider<BookMakeupFacts, BookMakeup, MakeupDecision> = { decide: decideMakeup };
