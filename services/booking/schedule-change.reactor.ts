import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import { DomainError } from '../../events/framework/errors';
import type { SlotShape } from '../../events/catalog/catalog.events';
import type { AsyncProcessor } from '../../projections/runner/async-processor';
import type { Clock } from '../../domain/time/clock';
import type { Database } from '../../db/schema';
import { studioTime } from '../../domain/time/studio-time';
import { cancelBooking } from './booking.commands';
import { classStarted } from './booking.decider';

/**
 * What happens to booked classes when the studio edits its schedule (decided here, documented in README):
 * - a removed slot cancels every future booking of it;
 * - a slot moved to another day or time cancels every future booking of it (the class those members chose
 *   no longer exists), so they can book again;
 * - a capacity or discipline change keeps the bookings: members already in stay in, even over a lowered
 *   capacity, and new bookings respect the new capacity.
 * Cancelled members get their credit back (while their package is active) and a notification; the
 * cancellations are ordinary BookingCancelled events by the system with reason 'slot-removed' or 'slot-changed'.
 */
export function scheduleChangeReactor(deps: { clock: Clock; tz: string }): AsyncProcessor {
  return {
    name: 'booking-schedule-changes@v1',
    handles: ['ScheduleSlotRemoved', 'ScheduleSlotChanged'],
    async handle(trx, events) {
      for (const event of events) {
        const reason = cancellationReason(event);
        if (reason) await cancelFutureBookings(trx, event, reason, deps);
      }
    },
  };
}

function cancellationReason(event: RecordedEvent): 'slot-removed' | 'slot-changed' | undefined {
  if (event.type === 'ScheduleSlotRemoved') return 'slot-removed';
  const { before, after } = event.data as { before: SlotShape; after: SlotShape };
  return before.weekday !== after.weekday || before.time !== after.time ? 'slot-changed' : undefined;
}

async function cancelFutureBookings(trx: Kysely<Database>, event: RecordedEvent, reason: 'slot-removed' | 'slot-changed', deps: { clock: Clock; tz: string }) {
  const now = studioTime(deps.clock.now(), deps.tz);
  const slotId = Number(event.data.slotId);
  const bookings = await trx
    .selectFrom('bookings')
    .select(['id', 'fecha', 'hora'])
    .where('slot_id', '=', slotId)
    .where('active', '=', true)
    .where('fecha', '>=', now.date)
    .execute();
  for (const booking of bookings) {
    if (classStarted(booking.fecha, booking.hora, now)) continue;
    try {
      await cancelBooking(
        trx,
        // The key ties each cancellation to the schedule event: a replayed batch cancels nothing twice.
        {
          now: deps.clock.now(),
          idempotencyKey: `schedule-change:${event.eventId}:${booking.id}`,
          correlationId: typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : event.eventId,
          causationId: event.eventId,
        },
        { bookingId: booking.id, actor: { userId: 'system', role: 'system' }, reason, tz: deps.tz },
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error; // cancelled meanwhile or already started: nothing to do
    }
  }
}
