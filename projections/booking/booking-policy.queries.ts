import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BookingPolicy } from '../../domain/booking/booking-facts';
import { policyColumns, policyOf, type PolicyRow } from './booking-facts.queries';

/** The booking policy of each of the member's live bookings from `today` on (the discipline of its slot). */
export async function listMemberBookingPolicies(db: Kysely<Database>, userId: string, today: string): Promise<Map<number, BookingPolicy>> {
  const { rows } = await sql<{ id: number } & PolicyRow>`
    SELECT b.id, ${policyColumns}
    FROM bookings b
    LEFT JOIN schedule_slots s ON s.id = b.slot_id
    LEFT JOIN disciplines d ON d.id = s.disciplina_id
    WHERE b.user_id = ${userId} AND b.active AND b.fecha >= ${today}::date`.execute(db);
  return new Map(rows.map((r) => [r.id, policyOf(r)]));
}

/**
 * The member's forgiven late cancellations in a studio month ('YYYY-MM'): what the cancel decision counts
 * (booking-facts.queries.ts reads the same table under the member's lock).
 */
export async function countLateCancelsForgiven(db: Kysely<Database>, userId: string, month: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM forgiven_late_cancels WHERE user_id = ${userId} AND month = ${month}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The member's live bookings from `today` on that followed a moved class: when the studio moved it and from which date and time. */
export async function listMovedBookings(db: Kysely<Database>, userId: string, today: string): Promise<Map<number, { movedAt: string; from: { fecha: string; hora: string } }>> {
  const { rows } = await sql<{ id: number; moved_at: string; from_fecha: string; from_hora: string }>`
    SELECT b.id, mv.moved_at, mv.from_fecha::text AS from_fecha, mv.from_hora
    FROM bookings b
    JOIN booking_moves mv ON mv.booking_id = b.id
    WHERE b.user_id = ${userId} AND b.active AND b.fecha >= ${today}::date`.execute(db);
  return new Map(rows.map((r) => [r.id, { movedAt: r.moved_at, from: { fecha: r.from_fecha, hora: r.from_hora } }]));
}

/** Every discipline's booking policy, by discipline id: what the agenda shows each class's rules from. */
export async function listDisciplinePolicies(db: Kysely<Database>): Promise<Map<number, BookingPolicy>> {
  const { rows } = await sql<{ id: number } & PolicyRow>`SELECT d.id, ${policyColumns} FROM disciplines d`.execute(db);
  return new Map(rows.map((r) => [r.id, policyOf(r)]));
}
