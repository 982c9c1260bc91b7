import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { HealthStatementsTable } from '../../db/tables/health';

type Db = Kysely<Database>;

export interface StoredHealthSettings {
  mode: 'no_pedir' | 'avisar' | 'bloquear';
  certificateAlways: boolean;
  validityDays: number;
}

/** The studio's health settings, or undefined while it has never saved any. */
export async function findHealthSettings(db: Db): Promise<StoredHealthSettings | undefined> {
  const row = await db.selectFrom('health_settings').select(['mode', 'certificate_always', 'validity_days']).where('id', '=', 1).executeTakeFirst();
  return row && { mode: row.mode, certificateAlways: row.certificate_always, validityDays: row.validity_days };
}

/** The studio's current terms and waiver (its latest version), or undefined while it wrote none. */
export async function findCurrentTerms(db: Db) {
  const row = await db.selectFrom('studio_terms').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirst();
  return row && { version: row.version, terms: row.terms, waiver: row.waiver, publishedAt: row.published_at };
}

/** The terms versions a member accepted, oldest first, with when. */
export async function listAcceptances(db: Db, userId: string) {
  const rows = await db.selectFrom('terms_acceptances').select(['version', 'accepted_at']).where('user_id', '=', userId).orderBy('version').execute();
  return rows.map((r) => ({ version: r.version, acceptedAt: r.accepted_at }));
}

export type StoredStatement = Omit<HealthStatementsTable, 'signed_on' | 'expires_on'> & { signed_on: string; expires_on: string };

const statementColumns = [
  'user_id', 'statement_no', 'form', 'answers', 'condition', 'emergency_name', 'emergency_phone', 'guardian_name', 'guardian_dni',
  'certificate_key', 'certificate_mime', 'last_reminder_days',
] as const;

/** A member's latest statement (the one that counts), or undefined while she has none. */
export async function findLatestStatement(db: Db, userId: string, statementNo?: number): Promise<StoredStatement | undefined> {
  let query = db
    .selectFrom('health_statements')
    .select([...statementColumns, sql<string>`signed_on::text`.as('signed_on'), sql<string>`expires_on::text`.as('expires_on')])
    .where('user_id', '=', userId);
  if (statementNo !== undefined) query = query.where('statement_no', '=', statementNo);
  return query.orderBy('statement_no', 'desc').limit(1).executeTakeFirst();
}

/** A member's latest expiry (null: no statement). */
export async function findStatementExpiry(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('health_statements').select(sql<string | null>`max(expires_on)::text`.as('expires_on')).where('user_id', '=', userId).executeTakeFirst();
  return row?.expires_on ?? null;
}

/**
 * Members whose latest statement may owe a reminder today: it still counts, expires within 30 days, and its 7-day
 * reminder is not recorded yet (the decider picks the lead and skips one already sent). Deleted accounts are left out.
 */
export async function listStatementsNearExpiry(db: Db, today: string): Promise<string[]> {
  const { rows } = await sql<{ user_id: string }>`
    SELECT h.user_id FROM health_statements h
    WHERE h.expires_on > ${today}::date AND h.expires_on <= ${today}::date + 30
      AND h.last_reminder_days IS DISTINCT FROM 7
      AND h.statement_no = (SELECT max(l.statement_no) FROM health_statements l WHERE l.user_id = h.user_id)
      AND NOT EXISTS (SELECT 1 FROM users u WHERE u.user_id = h.user_id AND u.deleted)
    ORDER BY h.user_id`.execute(db);
  return rows.map((r) => r.user_id);
}

/** The members booked into one class, with their latest expiry and whom to call: the console's flag, never the answers. */
export async function listClassHealth(db: Db, slotId: number, fecha: string) {
  const { rows } = await sql<{ user_id: string; expires_on: string | null; emergency_name: string | null; emergency_phone: string | null }>`
    SELECT b.user_id, h.expires_on::text AS expires_on, h.emergency_name, h.emergency_phone
    FROM bookings b
    LEFT JOIN LATERAL (SELECT * FROM health_statements s WHERE s.user_id = b.user_id ORDER BY s.statement_no DESC LIMIT 1) h ON true
    WHERE b.slot_id = ${slotId} AND b.fecha = ${fecha}::date AND b.active
    ORDER BY b.id`.execute(db);
  return rows;
}

/**
 * Booking's and check-in's health fact, a column of their facts statement: `{ expiresOn }` (her latest expiry, null
 * when she has none) when the studio blocks members without a valid statement, else NULL. CASE evaluates the
 * statement's subquery only when the studio blocks, so the default costs one primary-key read of a one-row table.
 */
export const healthGateSql = (userId: string | RawBuilder<unknown>): RawBuilder<{ expiresOn: string | null } | null> => sql`
  CASE WHEN (SELECT hs.mode FROM health_settings hs WHERE hs.id = 1) = 'bloquear'
    THEN json_build_object('expiresOn', (SELECT max(h.expires_on)::text FROM health_statements h WHERE h.user_id = ${userId}))
  END`;
