import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { billingSettingsStream, memberStream, monthlyAccountStream, occurrenceStream, scheduleSlotStream, studioDayStream } from '../../events/streams';
import { atPosition } from '../rebuild/moment-fold';
import { listRoster } from './bookings.queries';
import { occurrenceCancellations } from './calendar-exceptions.queries';
import { listOccurrenceWaitlist, type OccurrenceWaitlistEntry } from './waitlist.queries';

export interface ClassAtMoment {
  capacity: number | null;
  cancelled: string | null;
  roster: Awaited<ReturnType<typeof listRoster>>;
  waitlist: OccurrenceWaitlistEntry[];
}

/**
 * One class occurrence as its live views showed it once the log reached `position`: its own stream (bookings,
 * cancellations, waitlist), its day's (a closed day) and its weekly slot's (capacity), folded by the live
 * projectors into scratch tables, read by the live queries.
 */
export function classAtPosition(db: Kysely<Database>, slotId: number, fecha: string, position: number): Promise<ClassAtMoment> {
  const streams = [occurrenceStream(slotId, fecha), studioDayStream(fecha), scheduleSlotStream(slotId)].map((s) => s.streamId);
  const reads = ['bookings', 'waitlist_entries', 'closed_days', 'cancelled_occurrences', 'schedule_slots'];
  return atPosition(db, { streams, reads }, position, async (trx) => {
    const [roster, waitlist, exceptions, slot] = await Promise.all([
      listRoster(trx, slotId, fecha),
      listOccurrenceWaitlist(trx, slotId, fecha),
      occurrenceCancellations(trx, fecha, fecha),
      trx.selectFrom('schedule_slots').select('cupo_maximo').where('id', '=', slotId).executeTakeFirst(),
    ]);
    const cancelled = exceptions.closedDays.get(fecha) ?? exceptions.occurrences.get(`${slotId}|${fecha}`)?.motivo ?? null;
    return { capacity: slot?.cupo_maximo ?? null, cancelled, roster, waitlist };
  });
}

/**
 * A member's own stream, her monthly account's, and, on the classes she booked, her bookings' events (the ledger names
 * each line's class), folded up to `position` with the studio's billing settings and price lists her account is
 * read with; `read` runs the live queries on the scratch tables.
 */
export async function atMemberPosition<T>(db: Kysely<Database>, userId: string, position: number, read: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const own = memberStream(userId).streamId;
  const occurrence = occurrenceStream.sql(sql`(data->>'slotId')::int`, sql`data->>'fecha'`).streamId;
  const { rows } = await sql<{ stream: string }>`
    SELECT DISTINCT ${occurrence} AS stream FROM es_events
    WHERE stream_id = ${own} AND global_position <= ${position} AND data ? 'slotId' AND data ? 'fecha'`.execute(db);
  const { rows: lists } = await sql<{ stream: string }>`SELECT stream_id AS stream FROM es_streams WHERE stream_id LIKE 'price-list:%'`.execute(db);
  const streams = [own, monthlyAccountStream(userId).streamId, billingSettingsStream().streamId, ...lists.map((l) => l.stream)];
  const reads = ['member_packages', 'credit_ledger', 'bookings', 'monthly_accounts', 'monthly_charges', 'monthly_ledger', 'monthly_payment_reports', 'billing_settings', 'price_versions'];
  return atPosition(db, { streams, shared: { streams: rows.map((r) => r.stream), userId }, reads }, position, read);
}
