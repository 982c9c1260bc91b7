import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberListFilter, MemberListOrder, SortKey } from '../../domain/membership/member-list';
import { sortKeys } from '../../domain/membership/member-list';
import { memberStream } from '../../events/streams';
import { owesSql } from '../billing/billing.queries';

/**
 * Usuarios on the server: users joined with the package they hold (member_packages), its name, whether a
 * request waits (package_requests), their groups (member_group_users) and their classes (bookings, attendance),
 * filtered, sorted and paged in SQL. Indexes: users_list_name (the default order), package_requests_pending_user,
 * bookings_user, and the primary keys of the joined tables.
 */
export interface MemberListEntry {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  hidden: boolean;
  /** The package held today (validity not over), else null with its facts. */
  packageId: number | null;
  packageName: string | null;
  validUntil: string | null;
  credits: number;
  pendingRequest: boolean;
  /** Studio day of the last class up to today that counts as a visit (see `visit`), null for none. */
  lastClass: string | null;
}

/**
 * A booking that counts as coming: live (not cancelled; a class the studio cancelled cancels its bookings) and not
 * marked absent. A class booked ahead counts too, so "sin venir" never names a member who is coming on Thursday;
 * a class today counts before it starts for the same reason.
 */
const visit = (userId: Expression<string>) =>
  sql`SELECT b.fecha FROM bookings b LEFT JOIN attendance a ON a.booking_id = b.id
      WHERE b.user_id = ${userId} AND b.active AND a.status IS DISTINCT FROM 'no_show'`;

/** The studio day of an instant. */
const studioDay = (instant: Expression<unknown>, tz: string) => sql`(${instant} AT TIME ZONE ${tz})::date`;

const dayText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

function base(db: Kysely<Database>, filter: MemberListFilter) {
  const active = sql<boolean>`(mp.paquete_id IS NOT NULL AND mp.valido_hasta > ${filter.today}::date)`;
  const pending = sql<boolean>`EXISTS (SELECT 1 FROM package_requests r WHERE r.user_id = u.user_id AND r.status = 'pending')`;
  let query = db.selectFrom('users as u')
    .leftJoin('member_packages as mp', 'mp.user_id', 'u.user_id')
    .where('u.hidden', '=', filter.ocultos);
  if (filter.q) {
    const needle = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<SqlBool>`lower(u.first_name || ' ' || u.last_name || ' ' || u.email) LIKE ${needle}`);
  }
  if (filter.grupo !== null) {
    query = query.where(sql<SqlBool>`EXISTS (SELECT 1 FROM member_group_users g WHERE g.group_id = ${filter.grupo} AND g.user_id = u.user_id)`);
  }
  const byState: Record<NonNullable<MemberListFilter['estado']>, Expression<SqlBool>> = {
    sin_paquete: sql<SqlBool>`NOT ${active}`,
    vence_semana: sql<SqlBool>`${active} AND mp.valido_hasta <= ${filter.weekEnd}::date`,
    sin_creditos: sql<SqlBool>`${active} AND mp.creditos_restantes = 0`,
    comprobante_pendiente: pending,
    sin_venir: sql<SqlBool>`${active} AND NOT EXISTS (${visit(sql.ref('u.user_id'))} AND b.fecha >= ${filter.absentSince}::date)
      AND ${studioDay(sql.ref('u.created_at'), filter.tz)} <= ${filter.absentSince}::date
      AND (SELECT ${studioDay(sql`min(e.recorded_at)`, filter.tz)} FROM es_events e
            WHERE e.stream_id = ${memberStream.sql(sql.ref('u.user_id')).streamId} AND e.event_type = 'PackageAssigned') <= ${filter.absentSince}::date`,
    debe: owesSql(sql.ref('u.user_id'), filter.today, false),
    en_mora: owesSql(sql.ref('u.user_id'), filter.today, true),
  };
  if (filter.estado) query = query.where(byState[filter.estado]);
  return { query, active, pending };
}

/** The last class up to today that counts as a visit (see `visit`), null for none. */
const lastClass = (filter: MemberListFilter) =>
  sql<unknown>`(SELECT max(v.fecha) FROM (${visit(sql.ref('u.user_id'))} AND b.fecha <= ${filter.today}::date) v)`;

const ORDER_SQL: Record<SortKey['key'], (active: Expression<boolean>) => Expression<unknown>> = {
  first_name: () => sql`lower(u.first_name)`,
  last_name: () => sql`lower(u.last_name)`,
  user_id: () => sql`u.user_id`,
  valido_hasta: (active) => sql`CASE WHEN ${active} THEN mp.valido_hasta END`,
  creditos: (active) => sql`CASE WHEN ${active} THEN mp.creditos_restantes END`,
  // The selected column by its name (ORDER BY may name an output column): the subquery runs once per row.
  ultima_clase: () => sql`last_class`,
};

export async function countMembers(db: Kysely<Database>, filter: MemberListFilter): Promise<number> {
  const row = await base(db, filter).query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page (or, with `limit` the whole match, for exports and "all matching"), in the order asked. */
export async function listMembers(
  db: Kysely<Database>,
  filter: MemberListFilter,
  order: MemberListOrder,
  page: { limit: number; offset: number },
): Promise<MemberListEntry[]> {
  const { query, active, pending } = base(db, filter);
  let ordered = query
    .leftJoin('packages as p', 'p.id', 'mp.paquete_id')
    .select(['u.user_id', 'u.first_name', 'u.last_name', 'u.email', 'u.role', 'u.hidden', 'mp.paquete_id', 'mp.valido_hasta', 'mp.creditos_restantes', 'p.nombre'])
    .select([active.as('active'), pending.as('pending')])
    .select(lastClass(filter).as('last_class'));
  for (const { key, dir } of sortKeys(order)) {
    const nulls = key === 'valido_hasta' || key === 'creditos' || key === 'ultima_clase' ? sql.raw(' NULLS LAST') : sql.raw('');
    ordered = ordered.orderBy(sql`${ORDER_SQL[key](active)} ${sql.raw(dir === 'desc' ? 'DESC' : 'ASC')}${nulls}`);
  }
  const rows = await ordered.limit(page.limit).offset(page.offset).execute();
  return rows.map((r) => ({
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    role: r.role,
    hidden: r.hidden,
    packageId: r.active ? r.paquete_id : null,
    packageName: r.active ? (r.nombre ?? `Paquete ${r.paquete_id}`) : null,
    validUntil: r.active && r.valido_hasta ? dayText(r.valido_hasta) : null,
    credits: r.active ? (r.creditos_restantes ?? 0) : 0,
    pendingRequest: Boolean(r.pending),
    lastClass: r.last_class === null || r.last_class === undefined ? null : dayText(r.last_class),
  }));
}

/** Names of the given users that exist (bulk results name each member; an unknown id is refused by name). */
export async function findUserNames(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['user_id', 'first_name', 'last_name']).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.user_id, `${r.first_name} ${r.last_name}`.trim()]));
}

export async function findPackageName(db: Kysely<Database>, packageId: number): Promise<string | undefined> {
  const row = await db.selectFrom('packages').select('nombre').where('id', '=', packageId).executeTakeFirst();
  return row?.nombre;
}
