import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import { foldRuns, runWrites, type FoldKey } from '../runner/folds';
import { memberPackagesWrites, pieceOf, type Moved } from './member-packages.writes';

/**
 * The members' rows, created empty by their first event (the fold updates rows, it never creates them): a statement
 * of its own before the fold's, which would not see rows inserted beside it. A command's members have theirs.
 */
export async function ensureMemberRows(trx: Kysely<Database>, events: readonly RecordedEvent[]): Promise<void> {
  const first = new Map<string, Date>();
  for (const e of events) if (e.type !== 'BookingMoved' && !first.has(String(e.data.userId))) first.set(String(e.data.userId), e.recordedAt);
  if (first.size === 0) return;
  await sql`
    INSERT INTO member_packages (user_id, paquete_id, valido_hasta, creditos_restantes, receipt_request_id, last_position, updated_at)
    SELECT u, NULL, NULL, 0, NULL, 0, at FROM unnest(${[...first.keys()]}::text[], ${[...first.values()]}::timestamptz[]) AS t(u, at)
    ON CONFLICT (user_id) DO NOTHING`.execute(trx);
}

/**
 * A rebuild's batch: the members' rows made sure of and their positions read (one statement each), the events they
 * already passed left out, then the rest through the fold run by run, each run one statement of one piece, in log
 * order (ledger lines are inserted as event-by-event delivery leaves them): a member's credit moves go together,
 * anything else of theirs ends the run, and so does a move's new use after its note or its return. A booking-heavy
 * batch is mostly one run.
 */
export async function applyMemberPackagesBatch(trx: Kysely<Database>, batch: readonly RecordedEvent[]): Promise<void> {
  await ensureMemberRows(trx, batch);
  const userIds = [...new Set(batch.filter((e) => e.type !== 'BookingMoved').map((e) => String(e.data.userId)))];
  const { rows } = await sql<{ user_id: string; last_position: string }>`
    SELECT user_id, last_position FROM member_packages WHERE user_id = ANY(${userIds}::text[])`.execute(trx);
  const reached = new Map(rows.map((r) => [r.user_id, Number(r.last_position)]));
  const pending = batch.filter((e) => {
    if (e.type === 'BookingMoved') return true;
    const userId = String(e.data.userId);
    if (e.streamPosition <= reached.get(userId)!) return false; // applied already, or twice in this batch
    reached.set(userId, e.streamPosition);
    return true;
  });
  const runs = foldRuns(pending, pieceOf, (e): FoldKey[] => {
    if (e.type === 'BookingMoved') {
      const d = (e as Moved).data;
      return [{ key: `moved:${d.bookingId}` }, { key: `moved-from:${d.fromBookingId}` }];
    }
    const d = e.data as { userId: string; bookingId?: number };
    const piece = pieceOf(e);
    const member = { key: `member:${d.userId}`, together: piece === 'move' ? 'move' : undefined };
    if (piece === 'return') return [member, { key: `moved-from:${d.bookingId}` }];
    if (e.type === 'CreditConsumed') return [member, { key: `moved:${d.bookingId}` }];
    return [member];
  });
  for (const run of runs) await runWrites(trx, memberPackagesWrites(run, { fresh: false, moves: true }));
}
