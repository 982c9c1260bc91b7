import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The studio's hours-before for class reminders, or undefined while it has never saved any. */
export async function findReminderSettings(db: Db): Promise<{ classHoursBefore: number } | undefined> {
  const row = await db.selectFrom('reminder_settings').select('class_hours_before').where('id', '=', 1).executeTakeFirst();
  return row && { classHoursBefore: row.class_hours_before };
}

export interface BookedClass {
  userId: string;
  slotId: number;
  fecha: string;
  hora: string;
  bookedAt: Date;
  discipline: string;
}

/**
 * Bookings still standing on classes between two studio days (inclusive) whose member has not been reminded of
 * that class yet; the caller picks those whose reminder time has come. A cancelled class took its bookings with it,
 * and a class cancelled without them (a day closed) is left out by its cancellation.
 */
export async function listUnremindedBookings(db: Db, fromDate: string, toDate: string): Promise<BookedClass[]> {
  const rows = await db
    .selectFrom('bookings as b')
    .innerJoin('schedule_slots as s', 's.id', 'b.slot_id')
    .innerJoin('disciplines as d', 'd.id', 's.disciplina_id')
    .leftJoin('class_reminders_sent as r', (j) => j.onRef('r.slot_id', '=', 'b.slot_id').onRef('r.fecha', '=', 'b.fecha').onRef('r.user_id', '=', 'b.user_id'))
    .leftJoin('cancelled_occurrences as c', (j) => j.onRef('c.slot_id', '=', 'b.slot_id').onRef('c.fecha', '=', 'b.fecha'))
    .leftJoin('closed_days as z', 'z.fecha', 'b.fecha')
    .select(['b.user_id', 'b.slot_id', 'b.fecha', 'b.hora', 'b.booked_at', 'd.nombre'])
    .where('b.active', '=', true)
    .where('b.fecha', '>=', fromDate)
    .where('b.fecha', '<=', toDate)
    .where('r.user_id', 'is', null)
    .where('c.slot_id', 'is', null)
    .where('z.fecha', 'is', null)
    .orderBy('b.fecha')
    .orderBy('b.hora')
    .orderBy('b.user_id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, slotId: r.slot_id, fecha: String(r.fecha).slice(0, 10), hora: r.hora, bookedAt: r.booked_at, discipline: r.nombre }));
}

/** Members whose package ends (valido_hasta) after today and by `lastDay`, not yet told about that end day. */
export async function listUnremindedExpiries(db: Db, today: string, lastDay: string): Promise<{ userId: string; validUntil: string; credits: number }[]> {
  const rows = await db
    .selectFrom('member_packages as p')
    .leftJoin('package_reminders_sent as r', (j) => j.onRef('r.user_id', '=', 'p.user_id').onRef('r.valid_until', '=', 'p.valido_hasta'))
    .select(['p.user_id', 'p.valido_hasta', 'p.creditos_restantes'])
    .where('p.paquete_id', 'is not', null)
    .where('p.valido_hasta', '>', today)
    .where('p.valido_hasta', '<=', lastDay)
    .where('r.user_id', 'is', null)
    .orderBy('p.user_id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, validUntil: String(r.valido_hasta).slice(0, 10), credits: r.creditos_restantes }));
}

/** The member whose calendar feed this secret opens, or undefined (revoked, renewed, or never issued). */
export async function findCalendarFeedOwner(db: Db, secret: string): Promise<string | undefined> {
  const row = await db.selectFrom('calendar_feeds').select('user_id').where('secret', '=', secret).executeTakeFirst();
  return row?.user_id;
}

/** The member's current feed secret, or null when she has none (never opened, or revoked). */
export async function findCalendarFeedSecret(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('calendar_feeds').select('secret').where('user_id', '=', userId).executeTakeFirst();
  return row?.secret ?? null;
}
