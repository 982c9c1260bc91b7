import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { DEFAULT_MAKEUP_SETTINGS, type Makeup, type MakeupSettings } from '../../domain/booking/makeup-rules';

/** The make-up right the booking `b` (a bookings row) used, when it is a make-up class. */
export const makeupUsedSql = (b: RawBuilder<unknown>) => sql<number | null>`(SELECT mk.makeup_id FROM member_makeups mk WHERE mk.booking_id = ${b}.id)`;

/**
 * The days a make-up right given for the booking `b` would last: only with make-ups on (and, for the studio's own
 * cancellations, closures recoverable) and when `b` is a class of her turno fijo from its first week on; else null.
 */
export const makeupGrantSql = (b: RawBuilder<unknown>, cause: 'cancel' | 'closure') => sql<number | null>`(
  SELECT ms.valid_days FROM makeup_settings ms
  WHERE ms.enabled ${cause === 'closure' ? sql`AND ms.closures_recoverable` : sql``}
    AND EXISTS (SELECT 1 FROM standing_bookings sb WHERE sb.user_id = ${b}.user_id AND sb.slot_id = ${b}.slot_id AND sb.active AND sb.since <= ${b}.fecha))`;

export async function findMakeupSettings(db: Db): Promise<MakeupSettings | undefined> {
  const row = await db.selectFrom('makeup_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return row && { enabled: row.enabled, validDays: row.valid_days, monthlyCap: row.monthly_cap, closuresRecoverable: row.closures_recoverable };
}

export const makeupSettingsOf = async (db: Db): Promise<MakeupSettings> => (await findMakeupSettings(db)) ?? DEFAULT_MAKEUP_SETTINGS;

/** Every make-up right she was given, used or not, soonest to run out first. */
export async function listMemberMakeups(db: Db, userId: string): Promise<Makeup[]> {
  const rows = await db.selectFrom('member_makeups').selectAll().where('user_id', '=', userId).orderBy('valid_until').orderBy('makeup_id').execute();
  return rows.map((r) => ({ makeupId: r.makeup_id, slotId: r.slot_id, fecha: r.fecha, validUntil: r.valid_until, bookingId: r.booking_id, bookedFecha: r.booked_fecha }));
}

/** Her make-up rights for a make-up booking's decision, each with the discipline of the class it came from. */
export async function listMakeupsWithDiscipline(db: Db, userId: string) {
  const rows = await db
    .selectFrom('member_makeups as mk')
    .leftJoin('schedule_slots as s', 's.id', 'mk.slot_id')
    .select(['mk.makeup_id', 'mk.slot_id', 'mk.fecha', 'mk.valid_until', 'mk.booking_id', 'mk.booked_fecha', 's.disciplina_id'])
    .where('mk.user_id', '=', userId)
    .execute();
  return rows.map((r) => ({ makeupId: r.makeup_id, slotId: r.slot_id, fecha: r.fecha, validUntil: r.valid_until, bookingId: r.booking_id, bookedFecha: r.booked_fecha, disciplineId: r.disciplina_id ?? null }));
}

/**
 * Turno fijo places of a class not booked yet, besides hers: regulars whose week the job has not booked (nor
 * skipped), and who did not cancel it. A make-up counts them as taken.
 */
export async function countRegularsPending(db: Db, slotId: number, fecha: string, userId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM standing_bookings sb
    WHERE sb.slot_id = ${slotId} AND sb.active AND sb.since <= ${fecha}::date AND sb.user_id <> ${userId}
      AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.user_id = sb.user_id AND b.slot_id = sb.slot_id AND b.fecha = ${fecha}::date)
      AND NOT EXISTS (SELECT 1 FROM standing_booking_skips k WHERE k.user_id = sb.user_id AND k.slot_id = sb.slot_id AND k.fecha = ${fecha}::date)`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Her rights she can still use today, soonest to run out first, with the class each came from. */
export async function listAvailableMakeups(db: Db, userId: string, today: string) {
  return db
    .selectFrom('member_makeups as mk')
    .leftJoin('schedule_slots as s', 's.id', 'mk.slot_id')
    .leftJoin('disciplines as d', 'd.id', 's.disciplina_id')
    .select(['mk.makeup_id as id', 'mk.fecha', 's.hora', 's.disciplina_id', 'd.nombre as disciplina', 'mk.reason as motivo', 'mk.valid_until as vence'])
    .where('mk.user_id', '=', userId)
    .where('mk.booking_id', 'is', null)
    .where('mk.valid_until', '>=', today)
    .orderBy('mk.valid_until')
    .orderBy('mk.makeup_id')
    .execute();
}

/** Her make-up classes in the studio month `month` ('YYYY-MM'). */
export async function countMakeupsInMonth(db: Db, userId: string, month: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM member_makeups WHERE user_id = ${userId} AND to_char(booked_fecha, 'YYYY-MM') = ${month}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** What her bookings' cancel terms say of make-ups: the studio's rule, her turno fijo slots, her make-up classes. */
export async function findMemberMakeupTerms(db: Db, userId: string) {
  const [settings, standing, used] = await Promise.all([
    makeupSettingsOf(db),
    db.selectFrom('standing_bookings').select(['slot_id', 'since']).where('user_id', '=', userId).where('active', '=', true).execute(),
    db.selectFrom('member_makeups').select('booking_id').where('user_id', '=', userId).where('booking_id', 'is not', null).execute(),
  ]);
  return { settings, standing: new Map(standing.map((r) => [r.slot_id, r.since])), makeupBookings: new Set(used.map((r) => r.booking_id)) };
}
