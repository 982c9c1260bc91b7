import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ColumnMapping } from '../../domain/billing/bank-movements';
import type { ImportedMovement, Receipt, ReceiptKind } from '../../domain/billing/transfer-match';

/** A receipt waiting for approval, with what the queue shows of it. */
export interface PendingReceipt extends Receipt {
  sentAt: Date;
  /** The package asked for, or the monthly fee. */
  what: string;
  receiptMime: string;
}

/** Every receipt sent (pending or decided, any member) by its file hash and operation number, oldest first. */
export interface SentReceipt {
  kind: ReceiptKind;
  id: number;
  hash: string | null;
  operation: string | null;
  sentAt: Date;
  approved: boolean;
}

const fullName = sql<string>`trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

export async function listPendingReceipts(db: Db, tz: string): Promise<PendingReceipt[]> {
  const day = (column: string) => sql<string>`to_char((${sql.ref(column)} AT TIME ZONE ${tz})::date, 'YYYY-MM-DD')`;
  const packages = await db
    .selectFrom('package_requests as r')
    .innerJoin('packages as p', 'p.id', 'r.paquete_id')
    .leftJoin('users as u', 'u.user_id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'r.receipt_mime', 'r.operation', 'r.requested_at', 'r.amount_cents', 'p.nombre', 'p.precio', fullName.as('name'), day('r.requested_at').as('sent_day')])
    .where('r.status', '=', 'pending')
    .execute();
  const fees = await db
    .selectFrom('monthly_payment_reports as r')
    .leftJoin('users as u', 'u.user_id', 'r.user_id')
    .select(['r.report_id', 'r.user_id', 'r.amount', 'r.receipt_mime', 'r.operation', 'r.reported_at', 'r.reported_on', fullName.as('name')])
    .where('r.status', '=', 'pendiente')
    .execute();
  return [
    ...packages.map((r): PendingReceipt => ({
      kind: 'paquete', id: r.id, userId: r.user_id, name: r.name, amount: r.amount_cents ?? Math.round(Number(r.precio) * 100), sentDay: r.sent_day, operation: r.operation,
      sentAt: r.requested_at, what: r.nombre, receiptMime: r.receipt_mime,
    })),
    ...fees.map((r): PendingReceipt => ({
      kind: 'cuota', id: r.report_id, userId: r.user_id, name: r.name, amount: r.amount, sentDay: r.reported_on, operation: r.operation,
      sentAt: r.reported_at, what: 'Cuota del abono', receiptMime: r.receipt_mime,
    })),
  ].sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.id - b.id);
}

export async function listSentReceipts(db: Db): Promise<SentReceipt[]> {
  const packages = await db.selectFrom('package_requests').select(['id', 'receipt_hash', 'operation', 'requested_at', 'status']).where('receipt_hash', 'is not', null).execute();
  const fees = await db.selectFrom('monthly_payment_reports').select(['report_id', 'receipt_hash', 'operation', 'reported_at', 'status']).execute();
  return [
    ...packages.map((r): SentReceipt => ({ kind: 'paquete', id: r.id, hash: r.receipt_hash, operation: r.operation, sentAt: r.requested_at, approved: r.status === 'approved' })),
    ...fees.map((r): SentReceipt => ({ kind: 'cuota', id: r.report_id, hash: r.receipt_hash, operation: r.operation, sentAt: r.reported_at, approved: r.status === 'aprobado' })),
  ];
}

type MovementRow = { movement_id: string; operation: string | null; day: string; time: string | null; amount: number; payer: string | null; document: string | null; used_kind: ReceiptKind | null; used_id: number | null; used_user: string | null };
const toMovement = (r: MovementRow): ImportedMovement => ({
  id: r.movement_id, operation: r.operation, day: r.day, time: r.time, amount: r.amount, payer: r.payer, document: r.document,
  usedBy: r.used_kind && r.used_id !== null ? { kind: r.used_kind, id: r.used_id, userId: r.used_user ?? '' } : null,
});
const movementColumns = ['movement_id', 'operation', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'time', 'amount', 'payer', 'document', 'used_kind', 'used_id', 'used_user'] as const;

/** The movements dated between two studio days (inclusive), used or not. */
export async function listMovementsBetween(db: Db, from: string, to: string): Promise<ImportedMovement[]> {
  const rows = await db.selectFrom('bank_movements').select(movementColumns).where('day', '>=', from).where('day', '<=', to).orderBy('day').orderBy('time').execute();
  return rows.map((r) => toMovement(r as MovementRow));
}

export async function findMovement(db: Db, movementId: string): Promise<ImportedMovement | undefined> {
  const row = await db.selectFrom('bank_movements').select(movementColumns).where('movement_id', '=', movementId).executeTakeFirst();
  return row && toMovement(row as MovementRow);
}

/** Which of these movement ids were imported already. */
export async function importedMovementIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('bank_movements').select('movement_id').where('movement_id', 'in', ids).execute();
  return new Set(rows.map((r) => r.movement_id));
}

/** The operation numbers of movements already matched to a receipt. */
export async function usedMovementOperations(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('bank_movements').select('operation').where('used_id', 'is not', null).where('operation', 'is not', null).execute();
  return rows.map((r) => r.operation!);
}

/** Per member, the payer names and documents of the movements already matched to her receipts. */
export async function knownPayersOf(db: Db, userIds: string[]): Promise<Map<string, { names: string[]; documents: string[] }>> {
  const known = new Map<string, { names: string[]; documents: string[] }>();
  if (!userIds.length) return known;
  const rows = await db.selectFrom('bank_movements').select(['used_user', 'payer', 'document']).where('used_user', 'in', userIds).execute();
  for (const row of rows) {
    const entry = known.get(row.used_user!) ?? { names: [], documents: [] };
    if (row.payer) entry.names.push(row.payer);
    if (row.document) entry.documents.push(row.document);
    known.set(row.used_user!, entry);
  }
  return known;
}

export async function findBankColumns(db: Db): Promise<ColumnMapping | null> {
  const row = await db.selectFrom('bank_columns').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return null;
  return { fecha: row.fecha, monto: row.monto, ...(row.operacion ? { operacion: row.operacion } : {}), ...(row.pagador ? { pagador: row.pagador } : {}), ...(row.documento ? { documento: row.documento } : {}) };
}
