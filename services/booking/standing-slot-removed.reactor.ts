import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { AsyncProcessor } from '../../projections/runner/async-processor';
import type { Clock } from '../../domain/time/clock';
import type { Database } from '../../db/schema';
import { endStandingBooking } from './standing-booking.commands';

/**
 * A turno fijo whose class the studio removed from its schedule ends with it (StandingBookingCleared, reason
 * 'slot-removed', which tells the member: services/notifications/standing-booking-kinds.ts and the live notice).
 * It also reacts to StandingBookingSet: a member who set one while the slot was being removed may commit after the
 * removal was handled, and the turno fijo must not linger; whichever of the two comes later in the log finds the other.
 * Each end is keyed by the event and the member, so a redelivered batch or a replay ends nothing twice.
 */
export function standingSlotRemovedReactor(deps: { clock: Clock }): AsyncProcessor {
  return {
    name: 'standing-slot-removed@v1',
    handles: ['ScheduleSlotRemoved', 'StandingBookingSet'],
    async handle(trx, events) {
      for (const event of events) {
        for (const standing of await standingOfRemovedSlot(trx, event)) {
          await endStandingBooking(
            trx,
            {
              actorId: 'system',
              now: deps.clock.now(),
              idempotencyKey: `standing-slot-removed:${event.eventId}:${standing.userId}`,
              correlationId: typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : event.eventId,
              causationId: event.eventId,
            },
            standing,
          );
        }
      }
    },
  };
}

/** The live turnos fijos the event leaves on a removed slot, with the class's weekday and time as it was. */
async function standingOfRemovedSlot(trx: Kysely<Database>, event: RecordedEvent) {
  const slotId = Number(event.data.slotId);
  let query = trx
    .selectFrom('standing_bookings as sb')
    .innerJoin('schedule_slots as s', 's.id', 'sb.slot_id')
    .select(['sb.user_id', 's.weekday', 's.hora'])
    .where('sb.slot_id', '=', slotId)
    .where('sb.active', '=', true)
    .where('s.deleted', '=', true)
    .orderBy('sb.user_id');
  if (event.type === 'StandingBookingSet') query = query.where('sb.user_id', '=', String(event.data.userId));
  const rows = await query.execute();
  return rows.map((r) => ({ userId: r.user_id, slotId, weekday: r.weekday, hora: r.hora }));
}
