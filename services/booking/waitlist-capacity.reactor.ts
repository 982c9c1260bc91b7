import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import { DomainError } from '../../events/framework/errors';
import type { SlotShape } from '../../events/catalog/catalog.events';
import type { AsyncProcessor } from '../../projections/runner/async-processor';
import type { Clock } from '../../domain/time/clock';
import type { Database } from '../../db/schema';
import { studioTime } from '../../domain/time/studio-time';
import { settleWaitlist } from './waitlist.commands';

/**
 * A studio that raises a class's capacity frees places in every future occurrence that had a waitlist: each
 * such occurrence is settled like a cancellation would settle it (SettleWaitlist: promote before the cutoff,
 * offer after it). Lowering the capacity, moving or removing a slot frees nothing here (schedule-change.reactor.ts).
 */
export function waitlistCapacityReactor(deps: { clock: Clock; tz: string }): AsyncProcessor {
  return {
    name: 'waitlist-capacity@v1',
    handles: ['ScheduleSlotChanged'],
    async handle(trx, events) {
      for (const event of events) if (raisesCapacity(event)) await settleOccurrences(trx, event, deps);
    },
  };
}

function raisesCapacity(event: RecordedEvent): boolean {
  const { before, after } = event.data as { before: SlotShape; after: SlotShape };
  return after.capacity > before.capacity && before.weekday === after.weekday && before.time === after.time;
}

async function settleOccurrences(trx: Kysely<Database>, event: RecordedEvent, deps: { clock: Clock; tz: string }) {
  const slotId = Number(event.data.slotId);
  const today = studioTime(deps.clock.now(), deps.tz).date;
  const { rows } = await sql<{ fecha: string }>`
    SELECT DISTINCT to_char(fecha, 'YYYY-MM-DD') AS fecha FROM waitlist_entries
    WHERE slot_id = ${slotId} AND fecha >= ${today}::date AND state = 'waiting' ORDER BY 1`.execute(trx);
  for (const { fecha } of rows) {
    try {
      await settleWaitlist(
        trx,
        // The key ties each settling to the schedule event: a replayed batch promotes nobody twice.
        {
          now: deps.clock.now(),
          idempotencyKey: `waitlist-capacity:${event.eventId}:${fecha}`,
          correlationId: typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : event.eventId,
          causationId: event.eventId,
        },
        { slotId, fecha, tz: deps.tz },
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
