import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LedgerKind } from '../../db/tables/packages';
import { memberStream } from '../../events/streams';

/** The catalog facts a member-package decision needs (discontinued packages included). */
export async function findPackageFacts(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('packages as p')
    .leftJoin('price_versions as v', (join) => join.onRef('v.package_id', '=', 'p.id').onRef('v.version_id', '=', 'p.price_version'))
    .select(['p.id', 'p.cantidad_clases', 'p.deleted', 'p.price_version', 'v.transferencia'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  const priced = row?.price_version == null ? {} : { priceVersion: row.price_version, ...(row.transferencia == null ? {} : { transferPrice: row.transferencia }) };
  return row && { id: row.id, cantidadClases: row.cantidad_clases, deleted: row.deleted, ...priced };
}

export interface HeldPackageView {
  userId: string;
  packageId: number;
  name: string;
  validUntil: string;
  credits: number;
  /** A monthly plan's month by the week (its classes a week) or unlimited; else her credits are her classes. */
  weeklyClasses: number | null;
  unlimited: boolean;
  receiptRequestId: number | null;
  receiptMime: string | null;
}

const heldPackages = (db: Kysely<Database>, today: string) =>
  db
    .selectFrom('member_packages as m')
    .innerJoin('packages as p', 'p.id', 'm.paquete_id')
    .leftJoin('package_requests as r', 'r.id', 'm.receipt_request_id')
    .select(['m.user_id', 'm.paquete_id', 'p.nombre', 'm.valido_hasta', 'm.creditos_restantes', 'm.clases_por_semana', 'm.libre', 'm.receipt_request_id', 'r.receipt_mime'])
    // Expired counts as no package, whether or not the hourly expiry job has closed it yet.
    .where('m.valido_hasta', '>', today);

type HeldRow = Awaited<ReturnType<ReturnType<typeof heldPackages>['execute']>>[number];
const toHeld = (r: HeldRow): HeldPackageView => ({
  userId: r.user_id,
  packageId: r.paquete_id!,
  name: r.nombre,
  validUntil: r.valido_hasta!,
  credits: r.creditos_restantes,
  weeklyClasses: r.clases_por_semana,
  unlimited: r.libre,
  receiptRequestId: r.receipt_request_id,
  receiptMime: r.receipt_mime,
});

/** The package a member holds on `today` (studio calendar), if any. */
export async function findHeldPackage(db: Kysely<Database>, userId: string, today: string): Promise<HeldPackageView | undefined> {
  const row = await heldPackages(db, today).where('m.user_id', '=', userId).executeTakeFirst();
  return row && toHeld(row);
}

/** Held packages of several members at once, by user id (the admin's Usuarios list). */
export async function heldPackagesByUser(db: Kysely<Database>, userIds: readonly string[], today: string): Promise<Map<string, HeldPackageView>> {
  if (userIds.length === 0) return new Map();
  const rows = await heldPackages(db, today).where('m.user_id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.user_id, toHeld(r)]));
}

/** Members whose package validity has begun to lapse by `today`: the expiry job closes them. */
export async function listDuePackages(db: Kysely<Database>, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('member_packages')
    .select('user_id')
    .where('paquete_id', 'is not', null)
    .where('valido_hasta', '<=', today)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export interface LedgerEntryView {
  at: Date;
  kind: LedgerKind;
  delta: number;
  balance: number;
  packageName: string | null;
  actorId: string | null;
  actorName: string | null;
  reason: string | null;
  /** The class a line is about (a booking's credit used, returned, forfeited or moved), as booked; null for the rest. */
  booking: { discipline: string; fecha: string; hora: string } | null;
}

/** A member's credit movements, newest first. */
export async function listCreditHistory(db: Kysely<Database>, userId: string, limit = 200): Promise<LedgerEntryView[]> {
  const rows = await db
    .selectFrom('credit_ledger as l')
    .leftJoin('users as u', 'u.user_id', 'l.actor_id')
    .leftJoin('packages as p', 'p.id', 'l.paquete_id')
    // A line's position is its event's in the member's stream; booking's credit events name the booking.
    .leftJoin('es_events as e', (join) => join.on('e.stream_id', '=', memberStream(userId).streamId).onRef('e.stream_position', '=', 'l.position'))
    .leftJoin('bookings as b', (join) => join.on(sql<boolean>`b.id = (e.data->>'bookingId')::int`))
    .leftJoin('schedule_slots as s', 's.id', 'b.slot_id')
    .leftJoin('disciplines as d', 'd.id', 's.disciplina_id')
    .select(['l.at', 'l.kind', 'l.delta', 'l.balance', 'l.actor_id', 'l.reason', 'u.first_name', 'u.last_name', 'p.nombre'])
    .select([sql<string | null>`to_char(b.fecha, 'YYYY-MM-DD')`.as('booking_fecha'), 'b.hora as booking_hora', 'd.nombre as booking_discipline'])
    .where('l.user_id', '=', userId)
    .orderBy('l.position', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    at: r.at,
    kind: r.kind,
    delta: r.delta,
    balance: r.balance,
    packageName: r.nombre,
    actorId: r.actor_id,
    actorName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    reason: r.reason,
    booking: r.booking_fecha && r.booking_hora ? { discipline: r.booking_discipline ?? '', fecha: r.booking_fecha, hora: r.booking_hora } : null,
  }));
}
