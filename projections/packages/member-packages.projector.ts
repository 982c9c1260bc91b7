import { sql, type Kysely } from 'kysely';
import type { BookingMovedEvent } from '../../events/catalog/booking.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import type { Projector } from '../runner/projection';
import { NONE, POLICY_LEDGER_TYPES, type CreditEvent } from './credit-movement';
import { ledgerChange, moveKey, noteMove, type CreditMove, type LedgerChange } from './credit-moves';
import { applyMemberPackagesBatch } from './member-packages.batch';

type MoveKey = ReturnType<typeof moveKey>;

/** The member's row, locked, with the move its event belongs to (if any); created empty on their first credit event. Usually one round trip. */
async function currentRow(trx: Kysely<Database>, userId: string, at: Date, key: MoveKey) {
  const select = () =>
    trx
      .selectFrom('member_packages')
      .selectAll()
      .select((eb) => {
        if (!key) return [sql<string | null>`NULL`.as('move_reason'), sql<number | null>`NULL`.as('move_balance_before')];
        const move = eb.selectFrom('credit_ledger_moves').where(key.column, '=', key.id);
        return [move.select('reason').as('move_reason'), move.select('balance_before').as('move_balance_before')];
      })
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  const existing = await select();
  if (existing) return existing;
  await trx
    .insertInto('member_packages')
    .values({ user_id: userId, ...NONE, last_position: 0, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await select())!;
}

/**
 * member_packages (what each member holds now), credit_ledger (every movement, with the balance after it) and
 * credit_ledger_moves (v2: a moved class's booking is one line, credit-moves.ts).
 */
export const memberPackagesProjector: Projector = {
  name: 'member-packages@v2',
  tables: ['member_packages', 'credit_ledger', 'credit_ledger_moves'],
  handles: ['PackageAssigned', 'PackageRemoved', 'CreditsExpired', 'CreditsAdjusted', 'CreditConsumed', 'CreditRestored', ...POLICY_LEDGER_TYPES, 'BookingMoved'],
  applyBatch: applyMemberPackagesBatch,
  async apply(trx, recorded) {
    if (recorded.type === 'BookingMoved') return noteMove(trx, (recorded as unknown as BookingMovedEvent).data);
    const event = recorded as unknown as RecordedEvent & CreditEvent;
    const userId = event.data.userId;
    const key = moveKey(event);
    const { move_reason, move_balance_before, ...row } = await currentRow(trx, userId, recorded.recordedAt, key);
    if (row.last_position >= recorded.streamPosition) return; // already applied (positions in the member's stream)
    const move: CreditMove | undefined = move_reason === null || move_reason === undefined ? undefined : { reason: move_reason, balance_before: move_balance_before ?? null };
    const change = ledgerChange(event, row, move);
    if (!change) return;
    if (change.line) await writeWithLine(trx, recorded, change);
    else await writeMoveReturn(trx, recorded, change, key!.id);
  },
};

const memberUpdate = (recorded: RecordedEvent, userId: string, { next }: LedgerChange) => sql`
  UPDATE member_packages
  SET paquete_id = ${next.paquete_id}, valido_hasta = ${next.valido_hasta}, creditos_restantes = ${next.creditos_restantes},
      receipt_request_id = ${next.receipt_request_id}, last_position = ${recorded.streamPosition}, updated_at = ${recorded.recordedAt}
  WHERE user_id = ${userId}`;

/** The new state and its ledger line in one statement (this runs inside booking transactions). */
async function writeWithLine(trx: Kysely<Database>, recorded: RecordedEvent, change: LedgerChange): Promise<void> {
  const { next } = change;
  await sql`
    WITH moved AS (${memberUpdate(recorded, String(recorded.data.userId), change)} RETURNING user_id)
    INSERT INTO credit_ledger (position, user_id, at, kind, delta, balance, paquete_id, actor_id, reason)
    SELECT ${recorded.streamPosition}, user_id, ${recorded.recordedAt}, ${change.kind}, ${next.creditos_restantes - change.deltaFrom},
           ${next.creditos_restantes}, ${change.packageId}, ${recorded.metadata.actorId ?? null}, ${change.reason}
    FROM moved
    ON CONFLICT (user_id, position) DO NOTHING`.execute(trx);
}

/** A move's return: the new state, and the balance before it noted on the move (its new use writes the line). */
async function writeMoveReturn(trx: Kysely<Database>, recorded: RecordedEvent, change: LedgerChange, fromBookingId: number): Promise<void> {
  await sql`
    WITH moved AS (${memberUpdate(recorded, String(recorded.data.userId), change)} RETURNING user_id)
    UPDATE credit_ledger_moves SET balance_before = ${change.deltaFrom}
    WHERE from_booking_id = ${fromBookingId} AND EXISTS (SELECT 1 FROM moved)`.execute(trx);
}
