import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { memberStream, occurrenceStream } from '../../events/streams';

export interface BookingHistoryEntry {
  at: string;
  kind: 'booked' | 'cancelled';
  bookingId: number;
  horario_id: number;
  fecha: string;
  hora: string;
  userId: string;
  userName: string;
  actorId: string | null;
  actorName: string;
  reason: string | null;
  /** A member's late cancellation that kept the credit ('perdido'), or whose credit an admin gave back ('devuelto'). */
  credito: 'perdido' | 'devuelto' | null;
}

interface Row {
  recorded_at: Date;
  event_type: string;
  data: { bookingId: number; slotId: number; fecha: string; hora: string; userId: string; reason?: string };
  actor_id: string | null;
  user_name: string | null;
  actor_name: string | null;
  /** A booking the waitlist made when a place freed up (WaitlistPromoted): the studio's doing, not the canceller's. */
  promoted: boolean;
  forfeit: 'forfeited' | 'waived' | null;
}

const toEntry = (r: Row): BookingHistoryEntry => ({
  at: new Date(r.recorded_at).toISOString(),
  kind: r.event_type === 'SlotReserved' ? 'booked' : 'cancelled',
  bookingId: r.data.bookingId,
  horario_id: r.data.slotId,
  fecha: r.data.fecha,
  hora: r.data.hora,
  userId: r.data.userId,
  userName: r.user_name ?? r.data.userId,
  actorId: r.promoted ? null : r.actor_id,
  actorName: r.actor_id && !r.promoted ? (r.actor_name ?? r.actor_id) : 'Sistema',
  reason: r.promoted ? 'waitlist' : (r.data.reason ?? null),
  credito: r.forfeit === 'forfeited' ? 'perdido' : r.forfeit === 'waived' ? 'devuelto' : null,
});

/** Audit straight from the log: every booking and cancellation, who did it and when. */
function historyQuery(db: Kysely<Database>, where: ReturnType<typeof sql>) {
  return sql<Row>`
    SELECT e.recorded_at, e.event_type, e.data, e.metadata->>'actorId' AS actor_id,
           trim(u.first_name || ' ' || u.last_name) AS user_name, trim(a.first_name || ' ' || a.last_name) AS actor_name,
           (e.event_type = 'SlotReserved' AND EXISTS (
             SELECT 1 FROM waitlist_entries w WHERE w.booking_id = (e.data->>'bookingId')::int AND w.state = 'promoted')) AS promoted,
           -- A late cancellation's credit, from the member's stream (the discipline's booking policy).
           CASE WHEN e.event_type = 'BookingCancelled' THEN (
             SELECT CASE WHEN bool_or(f.event_type = 'ForfeitWaived') THEN 'waived' WHEN count(*) > 0 THEN 'forfeited' END
             FROM es_events f
             WHERE f.stream_id = ${memberStream.sql(sql`e.data->>'userId'`).streamId} AND f.event_type IN ('CreditForfeited', 'ForfeitWaived')
               AND f.data->>'bookingId' = e.data->>'bookingId') END AS forfeit
    FROM es_events e
    LEFT JOIN users u ON u.user_id = e.data->>'userId'
    LEFT JOIN users a ON a.user_id = e.metadata->>'actorId'
    WHERE e.event_type IN ('SlotReserved', 'BookingCancelled') AND ${where}
    ORDER BY e.global_position NULLS LAST, e.seq`.execute(db); // not yet sequenced (just committed): last, in insert order
}

export async function listMemberBookingHistory(db: Kysely<Database>, userId: string): Promise<BookingHistoryEntry[]> {
  const { rows } = await historyQuery(db, sql`e.data->>'userId' = ${userId}`);
  return rows.map(toEntry);
}

export async function listOccurrenceHistory(db: Kysely<Database>, slotId: number, fecha: string): Promise<BookingHistoryEntry[]> {
  const { rows } = await historyQuery(db, sql`e.stream_id = ${occurrenceStream(slotId, fecha).streamId}`);
  return rows.map(toEntry);
}
