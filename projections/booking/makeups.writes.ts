import { sql, type RawBuilder } from 'kysely';
import type { MakeupEvent } from '../../events/catalog/booking.makeups';
import type { RecordedEvent } from '../../events/framework/event';

/**
 * The fold of member_makeups (member-makeups@v1) as data-modifying CTEs: its projector runs them for one event, and a
 * member's cancellation writes its MakeupGranted or MakeupRestored in the command's own statement
 * (waitlist-inline.writes.ts), so the next command under her lock reads the right. One event changes one row, and
 * a command decides at most one make-up per member, so no statement changes a row twice. Idempotent: a grant is
 * inserted once; a use and a give-back change the row only from the state before them.
 */
export const MEMBER_MAKEUPS_FOLD = { name: 'member-makeups@v1', handles: ['MakeupGranted', 'MakeupBooked', 'MakeupRestored'] } as const;

type Recorded = RecordedEvent & MakeupEvent;

function write(e: Recorded, i: number): RawBuilder<unknown> {
  const name = sql.id(`makeup_${i}`);
  switch (e.type) {
    case 'MakeupGranted': {
      const d = e.data;
      return sql`${name} AS (INSERT INTO member_makeups (makeup_id, user_id, slot_id, fecha, reason, granted_on, valid_until)
        VALUES (${d.makeupId}, ${d.userId}, ${d.slotId}, ${d.fecha}::date, ${d.reason}, ${d.grantedOn}::date, ${d.validUntil}::date)
        ON CONFLICT (makeup_id) DO NOTHING)`;
    }
    case 'MakeupBooked':
      return sql`${name} AS (UPDATE member_makeups SET booking_id = ${e.data.bookingId}, booked_fecha = ${e.data.fecha}::date
        WHERE makeup_id = ${e.data.makeupId} AND booking_id IS NULL)`;
    case 'MakeupRestored':
      return sql`${name} AS (UPDATE member_makeups SET booking_id = NULL, booked_fecha = NULL
        WHERE makeup_id = ${e.data.makeupId} AND booking_id = ${e.data.bookingId})`;
  }
}

/** The make-up events among `events`, each as one CTE. */
export function memberMakeupsWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  return events.filter((e): e is Recorded => (MEMBER_MAKEUPS_FOLD.handles as readonly string[]).includes(e.type)).map(write);
}
