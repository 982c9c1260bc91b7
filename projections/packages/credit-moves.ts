import { sql, type Kysely } from 'kysely';
import type { BookingMovedEvent } from '../../events/catalog/booking.events';
import type { Database } from '../../db/schema';
import type { CreditLedgerMovesTable } from '../../db/tables/packages';
import { dayMonth } from '../../domain/booking/policy-ledger-lines';
import { movement, type CreditEvent, type Held, type Movement } from './credit-movement';

/**
 * A class the studio moved (services/booking/calendar-move.ts) ends each booking that follows it, its credit back
 * (CreditRestored 'class-moved'), and books it again at the new time (BookingMoved, then CreditConsumed): the same
 * credit, so the member's history shows one line, "Turno movido", with what the pair moved (nothing), not a class
 * cancelled and another booked. The move appends the new occurrence's stream before the member's
 * (calendar.commands.ts, appendsOf), so BookingMoved is noted (credit_ledger_moves) before its credit events arrive.
 */
export type CreditMove = Pick<CreditLedgerMovesTable, 'reason' | 'balance_before'>;

/** A ledger change: the movement, whether it writes a line, and the balance its delta counts from. */
export type LedgerChange = Movement & { line: boolean; deltaFrom: number };

/** The note a BookingMoved leaves: the new booking, the one it replaced and the words of the move's line. */
export function moveNote(data: BookingMovedEvent['data']): Omit<CreditLedgerMovesTable, 'balance_before'> {
  const reason = `${dayMonth(data.from.fecha)} ${data.from.hora} → ${dayMonth(data.fecha)} ${data.hora}`;
  return { booking_id: data.bookingId, from_booking_id: data.fromBookingId, reason };
}

/** Where a credit event's move is noted, if it can be one: a 'class-moved' return by its old booking, a use by its new one. */
export function moveKey(event: CreditEvent): { column: 'booking_id' | 'from_booking_id'; id: number } | undefined {
  const data = event.data as { bookingId?: number; reason?: string };
  if (typeof data.bookingId !== 'number') return undefined;
  if (event.type === 'CreditConsumed') return { column: 'booking_id', id: data.bookingId };
  if (event.type === 'CreditRestored' && data.reason === 'class-moved') return { column: 'from_booking_id', id: data.bookingId };
  return undefined;
}

/**
 * What a credit event does, given its move (if any). A move's return writes no line (the balance moves, and its
 * balance before is noted); the move's new use writes the one line, its delta counted from that balance. A return
 * whose move was never noted stays a plain line, so the ledger's deltas always add up to its balances.
 */
export function ledgerChange(event: CreditEvent, held: Held, move: CreditMove | undefined): LedgerChange | undefined {
  const change = movement(event, held);
  if (!change) return undefined;
  const plain = { ...change, line: true, deltaFrom: held.creditos_restantes };
  if (!move) return plain;
  if (event.type === 'CreditRestored') return { ...change, line: false, deltaFrom: held.creditos_restantes };
  if (event.type === 'CreditConsumed' && move.balance_before !== null) return { ...change, kind: 'moved', reason: move.reason, line: true, deltaFrom: move.balance_before };
  return plain;
}

export async function noteMove(trx: Kysely<Database>, data: BookingMovedEvent['data']): Promise<void> {
  await trx.insertInto('credit_ledger_moves').values(moveNote(data)).onConflict((oc) => oc.doNothing()).execute();
}

/** The moves a batch's events name (rebuilds), by new booking id and by the booking each replaced. */
export async function loadMoves(trx: Kysely<Database>, bookingIds: number[], fromBookingIds: number[]): Promise<CreditLedgerMovesTable[]> {
  if (bookingIds.length === 0 && fromBookingIds.length === 0) return [];
  return trx
    .selectFrom('credit_ledger_moves')
    .selectAll()
    .where((eb) => eb.or([eb('booking_id', '=', sql<number>`ANY(${bookingIds}::integer[])`), eb('from_booking_id', '=', sql<number>`ANY(${fromBookingIds}::integer[])`)]))
    .execute();
}

export async function writeMoves(trx: Kysely<Database>, rows: CreditLedgerMovesTable[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof CreditLedgerMovesTable>(k: K) => rows.map((r) => r[k]);
  await sql`
    INSERT INTO credit_ledger_moves (booking_id, from_booking_id, reason, balance_before)
    SELECT * FROM unnest(${col('booking_id')}::integer[], ${col('from_booking_id')}::integer[], ${col('reason')}::text[], ${col('balance_before')}::integer[])
    ON CONFLICT (booking_id) DO UPDATE SET balance_before = excluded.balance_before`.execute(trx);
}
