import { sql, type Kysely } from 'kysely';
import type { BookingMovedEvent } from '../../events/catalog/booking.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import { NONE, type CreditEvent } from './credit-movement';
import { ledgerChange, loadMoves, moveKey, moveNote, writeMoves } from './credit-moves';
import type { CreditLedgerMovesTable, CreditLedgerTable, MemberPackagesTable } from '../../db/tables/packages';

type RecordedCredit = RecordedEvent & CreditEvent;

/**
 * The set-based form of memberPackagesProjector.apply (rebuilds): read the members and moves the batch touches, fold
 * their events in memory with the same `ledgerChange` rules, then one upsert of member_packages, one of
 * credit_ledger_moves and one insert of credit_ledger lines.
 */
export async function applyMemberPackagesBatch(trx: Kysely<Database>, batch: readonly RecordedEvent[]): Promise<void> {
  const movedEvents = batch.filter((e) => e.type === 'BookingMoved') as unknown as (RecordedEvent & BookingMovedEvent)[];
  const events = batch.filter((e) => e.type !== 'BookingMoved') as unknown as readonly RecordedCredit[];
  const moves = await movesOf(trx, movedEvents, events);
  const userIds = [...new Set(events.map((e) => e.data.userId))];
  const found = userIds.length === 0 ? [] : await trx.selectFrom('member_packages').selectAll().where('user_id', '=', sql<string>`ANY(${userIds}::text[])`).execute();
  const members = new Map<string, MemberPackagesTable>(found.map((m) => [m.user_id, m]));
  const changed = new Set<string>();
  const ledger: CreditLedgerTable[] = [];
  for (const event of batch) {
    if (event.type === 'BookingMoved') {
      moves.note((event as unknown as BookingMovedEvent).data);
      continue;
    }
    const credit = event as RecordedCredit;
    const userId = credit.data.userId;
    // Like apply: the member's row exists from their first credit event on, even if nothing else happens.
    const row = members.get(userId) ?? { user_id: userId, ...NONE, last_position: 0, updated_at: event.recordedAt };
    members.set(userId, row);
    changed.add(userId);
    if (row.last_position >= event.streamPosition) continue; // already applied
    const key = moveKey(credit);
    const move = key && moves.find(key.column, key.id);
    const change = ledgerChange(credit, row, move);
    if (!change) continue;
    const { next } = change;
    members.set(userId, { ...row, ...next, last_position: event.streamPosition, updated_at: event.recordedAt });
    if (!change.line) {
      moves.returned(move!, change.deltaFrom);
      continue;
    }
    ledger.push({
      position: event.streamPosition,
      user_id: userId,
      at: event.recordedAt,
      kind: change.kind,
      delta: next.creditos_restantes - change.deltaFrom,
      balance: next.creditos_restantes,
      paquete_id: change.packageId,
      actor_id: (event.metadata.actorId as string | undefined) ?? null,
      reason: change.reason,
    });
  }
  await writeMembers(trx, [...changed].map((id) => members.get(id)!));
  await writeMoves(trx, moves.changed());
  await writeLedger(trx, ledger);
}

/** The batch's moves in memory: those already noted that its events name, and those its BookingMoved note. */
async function movesOf(trx: Kysely<Database>, movedEvents: (RecordedEvent & BookingMovedEvent)[], events: readonly RecordedCredit[]) {
  const keys = events.map(moveKey).filter((k) => k !== undefined);
  const byColumn = (column: 'booking_id' | 'from_booking_id') => keys.filter((k) => k.column === column).map((k) => k.id);
  const loaded = await loadMoves(trx, [...movedEvents.map((e) => e.data.bookingId), ...byColumn('booking_id')], byColumn('from_booking_id'));
  const all = new Map<number, CreditLedgerMovesTable>(loaded.map((m) => [m.booking_id, m]));
  const changed = new Set<number>();
  return {
    // Like apply's ON CONFLICT DO NOTHING: a move noted before keeps its row.
    note(data: BookingMovedEvent['data']) {
      if (all.has(data.bookingId)) return;
      all.set(data.bookingId, { ...moveNote(data), balance_before: null });
      changed.add(data.bookingId);
    },
    find: (column: 'booking_id' | 'from_booking_id', id: number) => [...all.values()].find((m) => m[column] === id),
    returned(move: CreditLedgerMovesTable, before: number) {
      move.balance_before = before;
      changed.add(move.booking_id);
    },
    changed: () => [...changed].map((id) => all.get(id)!),
  };
}

async function writeMembers(trx: Kysely<Database>, rows: MemberPackagesTable[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof MemberPackagesTable>(k: K) => rows.map((r) => r[k]);
  await sql`
    INSERT INTO member_packages (user_id, paquete_id, valido_hasta, creditos_restantes, receipt_request_id, last_position, updated_at)
    SELECT * FROM unnest(${col('user_id')}::text[], ${col('paquete_id')}::integer[], ${col('valido_hasta')}::date[], ${col('creditos_restantes')}::integer[],
                         ${col('receipt_request_id')}::integer[], ${col('last_position')}::bigint[], ${col('updated_at')}::timestamptz[])
    ON CONFLICT (user_id) DO UPDATE SET paquete_id = excluded.paquete_id, valido_hasta = excluded.valido_hasta,
      creditos_restantes = excluded.creditos_restantes, receipt_request_id = excluded.receipt_request_id,
      last_position = excluded.last_position, updated_at = excluded.updated_at`.execute(trx);
}

async function writeLedger(trx: Kysely<Database>, rows: CreditLedgerTable[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof CreditLedgerTable>(k: K) => rows.map((r) => r[k]);
  await sql`
    INSERT INTO credit_ledger (position, user_id, at, kind, delta, balance, paquete_id, actor_id, reason)
    SELECT * FROM unnest(${col('position')}::bigint[], ${col('user_id')}::text[], ${col('at')}::timestamptz[], ${col('kind')}::text[],
                         ${col('delta')}::integer[], ${col('balance')}::integer[], ${col('paquete_id')}::integer[], ${col('actor_id')}::text[],
                         ${col('reason')}::text[])
    ON CONFLICT (user_id, position) DO NOTHING`.execute(trx);
}
