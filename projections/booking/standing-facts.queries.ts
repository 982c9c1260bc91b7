import { sql, type Kysely } from 'kysely';
import type { StandingFacts } from '../../domain/booking/standing-facts';

/**
 * A turno fijo command's facts in one round trip. Read them under the member stream's lock: every command that
 * changes these rows appends to that stream and takes the same lock first, so they hold until COMMIT.
 */
export async function readStandingFacts(db: Kysely<any>, input: { userId: string; slotId: number; fecha?: string }): Promise<StandingFacts> {
  const { rows } = await sql<StandingFacts>`
    SELECT
      EXISTS (SELECT 1 FROM standing_bookings WHERE user_id = ${input.userId} AND slot_id = ${input.slotId} AND active) AS standing,
      ${input.fecha === undefined
        ? sql`false`
        : sql`EXISTS (SELECT 1 FROM standing_booking_skips WHERE user_id = ${input.userId} AND slot_id = ${input.slotId} AND fecha = ${input.fecha}::date)`} AS "weekSkipped"`.execute(db);
  const row = rows[0]!;
  return { standing: Boolean(row.standing), weekSkipped: Boolean(row.weekSkipped) };
}
