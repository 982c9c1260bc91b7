import { sql } from 'kysely';
import { DomainError } from '../../../events/framework/errors';
import { prepareAppend, type StreamAppend } from '../../../events/store/append';
import { wakeSequencer } from '../../../events/store/sequencer';
import { isConnectionLost, outcomeUnknown } from '../../../db/connection-errors';
import { PREPARED, type Db } from '../../../db/database';
import { replayStored, type CommandContext, type CommandOutcome } from './command-handler';
import type { LockedCommand } from './locked-command';
import { metadataOf, writeStatement } from './locked-write';
import { contended, markContended } from './contention';

/** The optimistic try could not settle the command: run it the pessimistic way (locks, then decide). */
export const PESSIMISTIC = Symbol('pessimistic');

/**
 * A locked command in two round trips and no transaction, when nobody else is deciding on its streams:
 *  1. one statement reads the streams' versions, the facts and the key's stored answer (a snapshot, no locks);
 *  2. the decision runs in TypeScript, as in the pessimistic path;
 *  3. one statement (its own transaction) writes the key with its answer, the inline projections and the
 *     events. es_append locks every stream and fails if one moved since step 1, so the whole statement
 *     writes nothing: decisions are only ever committed on the state they were made on.
 * Whatever it cannot settle alone (a conflict, a key someone else holds, a decision that reads streams it does
 * not write to) it hands to the pessimistic path, and a conflict marks the streams contended for a moment,
 * so a storm on one class queues on the locks instead of failing optimistic writes (EVENT-STORE.md §0.2).
 */
export async function optimisticAttempt<Facts, Result>(
  db: Db,
  command: LockedCommand<Facts, Result>,
  ctx: CommandContext,
  hash: string,
): Promise<CommandOutcome<Result> | typeof PESSIMISTIC> {
  const key = ctx.idempotencyKey;
  let read: SnapshotRead<Facts>;
  try {
    read = await readSnapshot(db, command, key);
  } catch (error) {
    if (isConnectionLost(error)) return PESSIMISTIC; // nothing was written: the pessimistic path retries and waits
    throw error;
  }
  if (read.stored) return replayStored(read.stored, command.commandType, hash) as CommandOutcome<Result>;
  if (contended(db, read.wanted)) return PESSIMISTIC;

  let decision: { appends: StreamAppend[]; result: Result };
  try {
    decision = command.decide(read.facts, read.versions);
  } catch (error) {
    if (!(error instanceof DomainError) || error.status === 503) throw error;
    if (!key) throw error; // nothing to write: the snapshot's answer is the answer
    if (await pinRejection(db, command.commandType, key, hash, error)) throw error;
    return PESSIMISTIC;
  }
  const written = new Set(decision.appends.filter((a) => a.events.length > 0).map((a) => a.streamId));
  // es_append checks the versions of the streams it writes; a decision that read another one needs its lock.
  if (read.wanted.some((id) => !written.has(id))) return PESSIMISTIC;

  const prepared = prepareAppend(decision.appends, metadataOf(ctx), new Date());
  const claim = key
    ? sql`claim AS (
        INSERT INTO command_log (idempotency_key, command_type, request_hash, outcome)
        VALUES (${key}, ${command.commandType}, ${hash}, ${JSON.stringify({ result: decision.result ?? null })}::jsonb))`
    : undefined;
  try {
    await writeStatement(command, prepared, claim).execute(db);
  } catch (error) {
    if (isConnectionLost(error)) {
      // It may have committed. With a key the pessimistic path finds out (it replays the stored answer);
      // without one, deciding again could apply the command twice.
      if (key) return PESSIMISTIC;
      throw outcomeUnknown();
    }
    if (!lostTheRace(error)) throw error;
    markContended(db, read.wanted);
    return PESSIMISTIC;
  }
  if (prepared.events.length > 0) wakeSequencer(db);
  return { result: decision.result, events: prepared.events, replayed: false };
}

interface SnapshotRead<Facts> {
  wanted: string[];
  versions: Map<string, number>;
  facts: Facts;
  stored: { request_hash: string; command_type: string; outcome: unknown } | null;
}

async function readSnapshot<Facts>(db: Db, command: LockedCommand<Facts, unknown>, key: string | undefined): Promise<SnapshotRead<Facts>> {
  const stored = key
    ? sql`(SELECT json_build_object('request_hash', request_hash, 'command_type', command_type, 'outcome', outcome)
           FROM command_log WHERE idempotency_key = ${key})`
    : sql`NULL::json`;
  const { rows } = await sql<{ wanted: string[]; seen: Record<string, number>; stored: SnapshotRead<Facts>['stored']; facts: Facts }>`${sql.raw(PREPARED)}
    WITH wanted AS (${command.streams})
    SELECT (SELECT coalesce(json_agg(stream_id), '[]') FROM wanted) AS wanted,
           (SELECT coalesce(json_object_agg(stream_id, version), '{}') FROM es_streams WHERE stream_id IN (SELECT stream_id FROM wanted)) AS seen,
           ${stored} AS stored,
           (SELECT row_to_json(f) FROM (${command.facts}) f) AS facts`.execute(db);
  const r = rows[0]!;
  // A stream with no row yet is at version 0: es_append creates it, or fails if someone else did meanwhile.
  const versions = new Map(r.wanted.map((id) => [id, Number(r.seen[id] ?? 0)]));
  return { wanted: r.wanted, versions, facts: r.facts, stored: r.stored };
}

/** Stores a rejection under its key, unless someone holds the key already (then the pessimistic path replays theirs). */
async function pinRejection(db: Db, commandType: string, key: string, hash: string, error: DomainError): Promise<boolean> {
  const { status, code, detail, extra } = error;
  const { rows } = await sql`
    INSERT INTO command_log (idempotency_key, command_type, request_hash, outcome)
    VALUES (${key}, ${commandType}, ${hash}, ${JSON.stringify({ rejected: { status, code, detail, extra } })}::jsonb)
    ON CONFLICT DO NOTHING RETURNING 1`.execute(db);
  return rows.length === 1;
}

// The statement wrote nothing because another command got there first: a stream moved (P0409), a key, stream,
// event id or booking another command inserted (23505), a guard row's CHECK on a state the snapshot predates
// (23514), or the usual lock failures. All of these are settled by deciding again under the locks.
const RACE_CODES = new Set(['P0409', '23505', '23514', '40P01', '40001', '55P03']);
const lostTheRace = (error: unknown) => RACE_CODES.has((error as { code?: string }).code ?? '');
