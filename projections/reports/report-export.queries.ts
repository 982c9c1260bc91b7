import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DateRange } from './reports.queries';
import { firstBookedAt } from './report-moves.queries';

/**
 * The rows of the CSV exports (GET /api/reportes/exportar), read from the inline read tables, so an export
 * never lags behind the screens. Income is the reports projector's (listFigureEntries), as the drill-down.
 */

/** The most rows one export carries: a year of a busy studio fits, a runaway query does not. */
export const MAX_EXPORT_ROWS = 50_000;

export interface MemberExportRow {
  firstName: string;
  lastName: string;
  email: string;
  package: string | null;
  credits: number | null;
  validUntil: string | null;
  registeredAt: Date;
}

/**
 * Members (not admins or coaches, not hidden) registered before `before` (the instant the range ends), by name, with
 * the package they hold on `today` (the studio's day by the injected clock): a member_packages row whose validity is
 * over reads as no package, as Usuarios says, even before the hourly expiry job has recorded the expiry.
 */
export async function listMembersForExport(db: Kysely<Database>, before: Date, today: string): Promise<MemberExportRow[]> {
  const rows = await db.selectFrom('users as u')
    .leftJoin('member_packages as mp', 'mp.user_id', 'u.user_id')
    .leftJoin('packages as p', 'p.id', 'mp.paquete_id')
    .select(['u.first_name', 'u.last_name', 'u.email', 'u.created_at', 'p.nombre', 'mp.paquete_id', 'mp.creditos_restantes', 'mp.valido_hasta'])
    .select(sql<boolean>`(mp.paquete_id IS NOT NULL AND mp.valido_hasta > ${today}::date)`.as('active'))
    .where('u.role', 'not in', ['admin', 'coach']).where('u.hidden', '=', false).where('u.created_at', '<', before)
    .orderBy('u.first_name').orderBy('u.last_name').orderBy('u.user_id')
    .limit(MAX_EXPORT_ROWS).execute();
  return rows.map((r) => ({
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    package: r.active ? (r.nombre ?? `Paquete ${r.paquete_id}`) : null,
    credits: r.active ? r.creditos_restantes : null,
    validUntil: r.active && r.valido_hasta ? dayText(r.valido_hasta) : null,
    registeredAt: new Date(r.created_at),
  }));
}

export interface BookingExportRow {
  date: string;
  time: string;
  discipline: string | null;
  member: string;
  active: boolean;
  bookedAt: Date;
  cancelledAt: Date | null;
}

/**
 * Every booking of a class dated in the range (live and cancelled), by class then by when it was made. A booking that
 * followed its moved class is one row, at the class it is at now, made when the member first booked it: the row the
 * move ended ('class-moved') is left out, as Reportes count it (projections/reports/report-moves.fold.ts).
 */
export async function listBookingsForExport(db: Kysely<Database>, range: DateRange): Promise<BookingExportRow[]> {
  const rows = await db.selectFrom('bookings as b')
    .leftJoin('users as u', 'u.user_id', 'b.user_id')
    .leftJoin('schedule_slots as s', 's.id', 'b.slot_id')
    .leftJoin('disciplines as d', 'd.id', 's.disciplina_id')
    .select(['b.fecha', 'b.hora', 'b.user_id', 'b.active', 'b.cancelled_at', 'u.first_name', 'u.last_name', 'd.nombre'])
    .select(firstBookedAt.as('booked_at'))
    .where('b.fecha', '>=', range.from).where('b.fecha', '<=', range.to)
    .where((eb) => eb.or([eb('b.cancel_reason', 'is', null), eb('b.cancel_reason', '!=', 'class-moved')]))
    .orderBy('b.fecha').orderBy('b.hora').orderBy('booked_at').orderBy('b.id')
    .limit(MAX_EXPORT_ROWS).execute();
  return rows.map((r) => ({
    date: dayText(r.fecha),
    time: r.hora.slice(0, 5),
    discipline: r.nombre,
    member: memberName(r.first_name, r.last_name, r.user_id),
    active: r.active,
    bookedAt: new Date(r.booked_at),
    cancelledAt: r.cancelled_at ? new Date(r.cancelled_at) : null,
  }));
}

export interface LedgerExportRow {
  at: Date;
  member: string;
  kind: string;
  delta: number;
  balance: number;
  package: string | null;
  reason: string | null;
}

/** Credit movements recorded in [start, end) (the range's studio days as instants), in log order. */
export async function listLedgerForExport(db: Kysely<Database>, start: Date, end: Date): Promise<LedgerExportRow[]> {
  const rows = await db.selectFrom('credit_ledger as l')
    .leftJoin('users as u', 'u.user_id', 'l.user_id')
    .leftJoin('packages as p', 'p.id', 'l.paquete_id')
    .select(['l.at', 'l.user_id', 'l.kind', 'l.delta', 'l.balance', 'l.paquete_id', 'l.reason', 'u.first_name', 'u.last_name', 'p.nombre'])
    .where('l.at', '>=', start).where('l.at', '<', end)
    .orderBy('l.position')
    .limit(MAX_EXPORT_ROWS).execute();
  return rows.map((r) => ({
    at: new Date(r.at),
    member: memberName(r.first_name, r.last_name, r.user_id),
    kind: r.kind,
    delta: r.delta,
    balance: r.balance,
    package: r.paquete_id === null ? null : (r.nombre ?? `Paquete ${r.paquete_id}`),
    reason: r.reason,
  }));
}

const memberName = (first: string | null, last: string | null, userId: string) => (first ? `${first} ${last ?? ''}`.trim() : userId);

// A `date` column reads as text on one driver and as a Date at UTC midnight on another.
const dayText = (day: string | Date) => (typeof day === 'string' ? day.slice(0, 10) : day.toISOString().slice(0, 10));
