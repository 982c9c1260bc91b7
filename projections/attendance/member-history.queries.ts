import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { memberStream } from '../../events/streams';

export interface MemberClassRow {
  id: number;
  slot_id: number;
  fecha: string;
  hora: string;
  disciplina: string;
  active: boolean;
  cancel_reason: string | null;
  status: 'attended' | 'no_show' | null;
  creditos: number;
  /** The slot's duration; null for a slot that no longer exists. */
  duration_minutes: number | null;
}

/**
 * The member's classes up to `today` (newest first, at most `limit`), with their attendance and the net credit
 * movement each booking caused, summed from its CreditConsumed / CreditRestored on the member's stream (the log
 * is the ledger: a returned credit nets to 0, a no-show keeps its -1).
 */
export async function listMemberClasses(db: Kysely<Database>, userId: string, today: string, limit = 100): Promise<MemberClassRow[]> {
  const { rows } = await sql<MemberClassRow>`
    SELECT b.id, b.slot_id, b.fecha::text AS fecha, b.hora, coalesce(d.nombre, '') AS disciplina, b.active, b.cancel_reason, a.status, s.duration_minutes,
           coalesce((
             SELECT sum(CASE e.event_type WHEN 'CreditConsumed' THEN -1 ELSE 1 END * coalesce((e.data->>'credits')::int, 1))
             FROM es_events e
             WHERE e.stream_id = ${memberStream(userId).streamId} AND e.event_type IN ('CreditConsumed', 'CreditRestored')
               AND (e.data->>'bookingId')::int = b.id), 0)::int AS creditos
    FROM bookings b
    LEFT JOIN schedule_slots s ON s.id = b.slot_id
    LEFT JOIN disciplines d ON d.id = s.disciplina_id
    LEFT JOIN attendance a ON a.booking_id = b.id
    WHERE b.user_id = ${userId} AND b.fecha <= ${today}::date
    ORDER BY b.fecha DESC, b.hora DESC, b.id DESC
    LIMIT ${limit}`.execute(db);
  return rows;
}
