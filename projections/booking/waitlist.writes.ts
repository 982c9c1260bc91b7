import { sql, type RawBuilder } from 'kysely';
import type { WaitlistEvent } from '../../events/catalog/waitlist.events';
import type { RecordedEvent } from '../../events/framework/event';

/**
 * The one statement each waitlist event writes to `waitlist_entries`. The projector runs it on its own
 * (waitlist.projector.ts) and the waitlist's facts commands run it as a data-modifying CTE in their append's
 * statement (waitlist-inline.writes.ts): the same SQL, so a command and a replay leave the same rows. Idempotent:
 * every statement is guarded by the state it moves from.
 */
export type RecordedWaitlistEvent = RecordedEvent & WaitlistEvent;

export const WAITLIST_FOLD = { name: 'waitlist@v1', handles: ['WaitlistJoined', 'WaitlistLeft', 'WaitlistPromoted', 'WaitlistSkipped', 'WaitlistOfferOpened', 'WaitlistPromotionLimitChanged'] } as const;
export const WAITLIST_TYPES: ReadonlySet<string> = new Set(WAITLIST_FOLD.handles);

const actorOf = (e: RecordedEvent) => (typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null);

export function waitlistWrite(e: RecordedWaitlistEvent): RawBuilder<unknown> {
  const at = e.recordedAt;
  switch (e.type) {
    case 'WaitlistJoined': {
      const d = e.data;
      return sql`INSERT INTO waitlist_entries (id, slot_id, fecha, hora, user_id, state, joined_seq, joined_at, promote_until_minutes)
        VALUES (${d.entryId}, ${d.slotId}, ${d.fecha}::date, ${d.hora}, ${d.userId}, 'waiting', ${e.streamPosition}, ${at}, ${d.promoteUntilMinutesBefore ?? null})
        ON CONFLICT DO NOTHING`;
    }
    case 'WaitlistLeft':
      return sql`UPDATE waitlist_entries SET state = 'left', ended_at = ${at}, ended_by = ${actorOf(e)}, ended_reason = ${e.data.reason}
        WHERE id = ${e.data.entryId} AND state = 'waiting'`;
    case 'WaitlistPromoted':
      return sql`UPDATE waitlist_entries SET state = 'promoted', ended_at = ${at}, ended_by = ${actorOf(e)}, booking_id = ${e.data.bookingId}
        WHERE id = ${e.data.entryId} AND state = 'waiting'`;
    case 'WaitlistSkipped':
      return sql`UPDATE waitlist_entries SET state = 'skipped', ended_at = ${at}, ended_by = ${actorOf(e)}, ended_reason = ${e.data.reason}
        WHERE id = ${e.data.entryId} AND state = 'waiting'`;
    case 'WaitlistOfferOpened': {
      const d = e.data;
      return sql`UPDATE waitlist_entries SET offered_at = ${at}
        WHERE slot_id = ${d.slotId} AND fecha = ${d.fecha}::date AND state = 'waiting' AND user_id = ANY(${d.userIds}::text[])`;
    }
    // Guarded by stream position: a change delivered again after a later one leaves the later one.
    case 'WaitlistPromotionLimitChanged':
      return sql`UPDATE waitlist_entries SET promote_until_minutes = ${e.data.promoteUntilMinutesBefore}, promote_until_seq = ${e.streamPosition}
        WHERE id = ${e.data.entryId} AND state = 'waiting' AND coalesce(promote_until_seq, joined_seq) < ${e.streamPosition}`;
  }
}
