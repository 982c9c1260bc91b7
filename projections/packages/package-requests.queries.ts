import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PackageRequestsTable } from '../../db/tables/packages';

export type RequestStatus = PackageRequestsTable['status'];

export interface PackageRequestView {
  id: number;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  packageId: number;
  packageName: string;
  cantidadClases: number;
  /** What she owes for it, in pesos: what she was asked to transfer, or the package's price. */
  precio: number;
  status: RequestStatus;
  kind: PackageRequestsTable['kind'];
  reason: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
  receiptKey: string;
  receiptMime: string;
}

const requests = (db: Kysely<Database>) =>
  db
    .selectFrom('package_requests as r')
    .innerJoin('packages as p', 'p.id', 'r.paquete_id')
    .leftJoin('users as u', 'u.user_id', 'r.user_id')
    .select([
      'r.id', 'r.user_id', 'r.paquete_id', 'r.status', 'r.kind', 'r.reason', 'r.requested_at', 'r.decided_at', 'r.receipt_key', 'r.receipt_mime', 'r.amount_cents',
      'p.nombre', 'p.cantidad_clases', 'p.precio', 'u.first_name', 'u.last_name', 'u.email',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof requests>['execute']>>[number];
const toView = (r: Row): PackageRequestView => ({
  id: r.id,
  userId: r.user_id,
  firstName: r.first_name ?? '',
  lastName: r.last_name ?? '',
  email: r.email ?? '',
  packageId: r.paquete_id,
  packageName: r.nombre,
  cantidadClases: r.cantidad_clases,
  precio: r.amount_cents === null ? Number(r.precio) : r.amount_cents / 100,
  status: r.status,
  kind: r.kind,
  reason: r.reason,
  requestedAt: r.requested_at,
  decidedAt: r.decided_at,
  receiptKey: r.receipt_key,
  receiptMime: r.receipt_mime,
});

export async function findRequest(db: Kysely<Database>, id: number): Promise<PackageRequestView | undefined> {
  const row = await requests(db).where('r.id', '=', id).executeTakeFirst();
  return row && toView(row);
}

/** The member's most recent request (pending, approved or rejected), for /paquetes. */
export async function findLatestRequest(db: Kysely<Database>, userId: string): Promise<PackageRequestView | undefined> {
  const row = await requests(db).where('r.user_id', '=', userId).orderBy('r.id', 'desc').limit(1).executeTakeFirst();
  return row && toView(row);
}

/** Requests in one state, oldest first (the admin works the queue in order). */
export async function listRequests(db: Kysely<Database>, status: RequestStatus, limit = 200): Promise<PackageRequestView[]> {
  const rows = await requests(db).where('r.status', '=', status).orderBy('r.requested_at').orderBy('r.id').limit(limit).execute();
  return rows.map(toView);
}
