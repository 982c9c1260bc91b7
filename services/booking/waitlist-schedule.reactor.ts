import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import { DomainError } from '../../events/framework/errors';
import type { SlotShape } from '../../events/catalog/catalog.events';
import type { AsyncProcessor } from '../../projections/runner/async-processor';
import type { Clock } from '../../domain/time/clock';
import type { Database } from '../../db/schema';
import { studioTime } from '../../domain/time/studio-time';
import { clearWaitlist, settleWaitlist } from './waitlist.commands';

/**
 * What the studio's schedule edits do to the waitlists of a slot's future occurrences (as schedule-change.reactor.ts
 * does to their bookings):
 * - a removed slot, or one moved to another day or time: the class waited for no longer exists, so its list empties
 *   (ClearWaitlist: WaitlistLeft with reason 'slot-removed' / 'slot-changed', a push to each member);
 * - a raised capacity frees places: each list is settled as a cancellation would settle it (SettleWaitlist).
 * Each command's key is derived from the schedule event, so a replayed batch does nothing twice.
 */
export function waitlistScheduleReactor(deps: { clock: Clock; tz: string }): AsyncProcessor {
  return {
    name: 'waitlist-schedule-changes@v1',
    handles: ['ScheduleSlotRemoved', 'ScheduleSlotChanged'],
    async handle(trx, events) {
      for (const event of events) {
        const change = changeOf(event);
        if (change) await applyToWaitlists(trx, event, change, deps);
      }
    },
  };
}

type Change = 'slot-removed' | 'slot-changed' | 'capacity-raised';

function changeOf(event: RecordedEvent): Change | undefined {
  if (event.type === 'ScheduleSlotRemoved') return 'slot-removed';
  const { before, after } = event.data as { before: SlotShape; after: SlotShape };
  if (before.weekday !== after.weekday || before.time !== after.time) return 'slot-changed';
  return after.capacity > before.capacity ? 'capacity-raised' : undefined;
}

async function applyToWaitlists(trx: Kysely<Database>, event: RecordedEvent, change: Change, deps: { clock: Clock; tz: string }) {
  const slotId = Number(event.data.slotId);
  const today = studioTime(deps.clock.now(), deps.tz).date;
  const { rows } = await sql<{ fecha: string }>`
    SELECT DISTINCT to_char(fecha, 'YYYY-MM-DD') AS fecha FROM waitlist_entries
    WHERE slot_id = ${slotId} AND fecha >= ${today}::date AND state = 'waiting' ORDER BY 1`.execute(trx);
  for (const { fecha } of rows) {
    const ctx = {
      now: deps.clock.now(),
      idempotencyKey: `waitlist-schedule:${event.eventId}:${fecha}`,
      correlationId: typeof event.metadata.correlationId === 'string' ? event.metadata.correlationId : event.eventId,
      causationId: event.eventId,
    };
    try {
      if (change === 'capacity-raised') await settleWaitlist(trx, ctx, { slotId, fecha, tz: deps.tz });
      else await clearWaitlist(trx, ctx, { slotId, fecha, reason: change });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
