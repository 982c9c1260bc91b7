import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The places trial classes hold in one occurrence: pending and confirmed trials, as a booking holds one. Every
 * count of a class's places adds it (the booking facts, the agenda, the console, the realtime places left), so a
 * trial and a booking can never both take the last place.
 */
export const trialPlacesSql = (slotId: unknown, fecha: unknown): RawBuilder<number> =>
  sql<number>`(SELECT count(*) FROM trial_classes tc WHERE tc.slot_id = ${slotId} AND tc.fecha = (${fecha})::date AND tc.status <> 'cancelled')::int`;

/** The places trials hold per occurrence between two dates (only occurrences that have some). */
export async function listTrialPlaces(db: Kysely<Database>, from: string, to: string): Promise<{ slot_id: number; fecha: string; places: number }[]> {
  const { rows } = await sql<{ slot_id: number; fecha: string; places: number }>`
    SELECT slot_id, to_char(fecha, 'YYYY-MM-DD') AS fecha, count(*)::int AS places FROM trial_classes
    WHERE fecha BETWEEN ${from}::date AND ${to}::date AND status <> 'cancelled'
    GROUP BY slot_id, fecha`.execute(db);
  return rows;
}
