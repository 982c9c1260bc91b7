import { sql, type RawBuilder } from 'kysely';
import type { RecordedEvent } from '../../../events/framework/event';
import { DomainError } from '../../../events/framework/errors';
import { ConcurrencyError, prepareAppend, type StreamAppend } from '../../../events/store/append';
import { PREPARED, type Db } from '../../../db/database';
import { inlineProjectionsOf } from '../../../projections/runner/inline-projections';
import { pipelined } from '../../../db/pipelined-driver';
import { claimIdempotencyKey, handleCommand, requestHash, runCommand, sendLast, type CommandContext, type CommandOutcome, type Decision } from './command-handler';
import { contended, enterFlight, inFlight } from './contention';
import { optimisticAttempt, PESSIMISTIC } from './optimistic-attempt';
import { batchedOptimisticAttempt } from './optimistic-batch';
import { throughStreamGates } from './stream-gate';
import { metadataOf, writeStatement } from './locked-write';

/**
 * Hot commands like a booking, in few round trips. Each command supplies its SQL; this file supplies the protocol.
 * First optimistically, in two round trips and no transaction (optimistic-attempt.ts): read a snapshot, decide,
 * and write in one statement that fails if a stream moved. When that cannot settle it (a race lost, a key held
 * by someone else) or the streams were contended a moment ago, pessimistically, also in two round trips on
 * PostgreSQL (statements sent together through db/pipelined-driver.ts):
 *  1. BEGIN; one statement claims the idempotency key and locks the streams (creating missing ones at version
 *     0); one reads every fact the decision needs. The read is its own statement, so its snapshot is taken
 *     once the locks are granted: what it sees is what the lock holders before us committed;
 *  2. the decision runs in TypeScript (a pure decider);
 *  3. one statement writes the inline projections (data-modifying CTEs), appends the events and stores the
 *     outcome under the key; COMMIT goes with it.
 * A class everyone books at once holds its lock for one round trip (plus the commit), not three.
 * The generic handleCommand path does the same work with a round trip per statement it reads or projects with;
 * this one exists where that cost shows (bench:booking).
 */
export interface LockedCommand<Facts, Result> {
  commandType: string;
  /** A SELECT of (stream_id, stream_type) rows: the streams the command locks and appends to. */
  streams: RawBuilder<unknown>;
  /** A SELECT of one row: everything the decision reads. Runs right after the locks (pessimistic) or with the versions (optimistic). */
  facts: RawBuilder<unknown>;
  /** Pure: the appends (expected versions from `versions`) and the answer, or a DomainError thrown. */
  decide(facts: Facts, versions: ReadonlyMap<string, number>): { appends: StreamAppend[]; result: Result };
  /** `name AS (…)` data-modifying CTEs writing the inline projections of these events, exactly as their projectors would. */
  project(events: readonly RecordedEvent[]): RawBuilder<unknown>[];
  /** Unique indexes a concurrent command may reach first (23505 on them means: decide again). */
  conflictConstraints?: readonly string[];
  /** The streams, when the caller knows them before reading: a contended or busy one skips the optimistic try. */
  knownStreams?: readonly string[];
  /**
   * Concurrent commands of this type may share their read and their write (optimistic-batch.ts): `project` writes
   * the events of any number of them at once (on distinct streams), and this reads the facts of any number of them
   * in one statement. Needs `knownStreams`.
   */
  sharesStatements?: SharedRead;
}

/**
 * A command's facts as one row of a shared read: its inputs become a row `batch_row` of a JSON parameter, and `facts`
 * (the same text for every command of the type) reads them as `batch_row.<column>`. So the statement is the same for one command
 * or sixteen: each connection plans it once, and its plan holds the facts once (optimistic-attempt.ts).
 */
export interface SharedRead {
  /** The row's columns and their SQL types, as json_to_recordset takes them: `slot_id int, fecha date`. */
  columns: string;
  /** This command's row: a value for each column. */
  row: Record<string, unknown>;
  /** A SELECT of one row, as `facts`, reading the inputs from `batch_row` (an alias its own subqueries must not reuse). */
  facts: RawBuilder<unknown>;
}

/**
 * Runs the command in two round trips (optimistic, or under contention pessimistic) when the store says its
 * `project` mirrors the inline projectors (`fastCommands`, decided when the handle was given them:
 * projections/runner/inline-projections.ts), else through the generic handleCommand with the same locks, facts
 * and decision, which runs the projectors themselves.
 */
export async function handleLockedCommand<Facts, Result>(db: Db, command: LockedCommand<Facts, Result>, ctx: CommandContext): Promise<CommandOutcome<Result>> {
  if (!inlineProjectionsOf(db).fastCommands.has(command.commandType)) return handleCommand(db, command.commandType, ctx, (trx) => decideLocked(trx, command));
  // Hashed once (a keyed request's body): the optimistic try and the locked path that may follow share it.
  const hash = requestHash(command.commandType, ctx);
  const streams = command.knownStreams ?? [];
  const locked = () => runCommand(db, command.commandType, ctx, (trx, _hash, committing) => attemptLocked(trx, command, ctx, hash, committing), hash);
  // A command inside a transaction may hold locks already: it must never wait behind others here.
  const pessimistic = db.isTransaction ? locked : () => throughStreamGates(db, streams, locked);
  // Inside a transaction (a reactor's batch) there is no statement of its own to commit: locks it is.
  const queue = db.isTransaction || contended(db, streams) || inFlight(db, streams);
  const leave = enterFlight(db, streams);
  try {
    if (queue) return await pessimistic();
    const optimistic = command.sharesStatements && streams.length > 0 ? batchedOptimisticAttempt : optimisticAttempt;
    const outcome = await optimistic(db, command, ctx, hash);
    return outcome === PESSIMISTIC ? await pessimistic() : outcome;
  } finally {
    leave();
  }
}

async function decideLocked<Facts, Result>(trx: Db, command: LockedCommand<Facts, Result>): Promise<Decision<Result>> {
  const read = await readFresh(trx, command, await lockAndRead<Facts>(trx, command, undefined));
  return { ...command.decide(read.facts, read.versions), streamsLocked: true };
}

async function readFresh<Facts>(trx: Db, command: LockedCommand<Facts, unknown>, first: LockedRead<Facts>): Promise<LockedRead<Facts>> {
  let read = first;
  for (let reads = 1; !read.fresh; reads++) {
    if (reads >= MAX_READS) throw new ConcurrencyError(`${command.commandType}: streams kept moving while being locked`);
    read = await lockAndRead<Facts>(trx, command, undefined);
  }
  return read;
}

interface LockedRead<Facts> {
  claimed: boolean;
  facts: Facts;
  versions: Map<string, number>;
  /** Every stream was locked and the facts were read after the last commit that touched any of them. */
  fresh: boolean;
}

// Rereads if a read ever predated the locks (see `lockAndRead`); every stream is held by then.
const MAX_READS = 4;

/**
 * One attempt inside the command's transaction; the caller (handleCommand's loop) retries, and commits unless
 * the attempt's write took COMMIT along (`committing`: the transaction is the attempt's own).
 */
async function attemptLocked<Facts, Result>(
  trx: Db,
  command: LockedCommand<Facts, Result>,
  ctx: CommandContext,
  hash: string,
  committing: (() => void) | undefined,
): Promise<CommandOutcome<Result> | DomainError> {
  const key = ctx.idempotencyKey;
  const first = await lockAndRead<Facts>(trx, command, key ? { key, hash } : undefined);
  if (key && !first.claimed) {
    // Someone committed this key first: their stored answer (or rejection) is ours.
    const replay = await claimIdempotencyKey(trx, command.commandType, key, hash);
    if (replay) return replay as unknown as CommandOutcome<Result>;
    throw new ConcurrencyError(`idempotency key ${key} was released while this command waited`);
  }
  const read = await readFresh(trx, command, first);

  let decision: { appends: StreamAppend[]; result: Result };
  try {
    decision = command.decide(read.facts, read.versions);
  } catch (error) {
    if (!key || !(error instanceof DomainError) || error.status === 503) throw error;
    // Nothing was written yet: the rejection is stored under the key and committed, for duplicates to replay.
    const { status, code, detail, extra } = error;
    await storeOutcome(trx, key, { rejected: { status, code, detail, extra } });
    return error;
  }

  const prepared = prepareAppend(decision.appends, metadataOf(ctx), ctx.now);
  const storedOutcome = key ? sql`stored_outcome AS (UPDATE command_log SET outcome = ${JSON.stringify({ result: decision.result ?? null })}::jsonb WHERE idempotency_key = ${key})` : undefined;
  const write = writeStatement(command, prepared, storedOutcome ? [storedOutcome] : []).compile(trx);
  try {
    await sendLast(trx, [write], committing);
  } catch (error) {
    throw asConcurrencyError(error, command.conflictConstraints ?? []) ?? error;
  }
  return { result: decision.result, events: prepared.events, replayed: false };
}

/**
 * Round trip 1: two statements sent together. The first claims the key and locks the streams (waiting for
 * whoever holds them); the second reads the facts and the streams' versions. Each statement of a READ
 * COMMITTED transaction reads its own snapshot, taken when it starts: the read starts once the locks are
 * ours, so it sees every commit that released them. FOR UPDATE returns each stream's latest version; were a
 * read's versions ever older (it cannot be, but it is checked), the facts are stale and the caller reads again.
 */
async function lockAndRead<Facts>(trx: Db, command: LockedCommand<Facts, unknown>, claim: { key: string; hash: string } | undefined): Promise<LockedRead<Facts>> {
  const claimCte = claim
    ? sql`claim AS (
        INSERT INTO command_log (idempotency_key, command_type, request_hash, outcome)
        VALUES (${claim.key}, ${command.commandType}, ${claim.hash}, NULL)
        ON CONFLICT DO NOTHING RETURNING 1),`
    : sql``;
  const claimed = claim ? sql`(SELECT count(*) FROM claim) > 0` : sql`false`;
  // Prepared per connection (db/database.ts): planning these statements costs more than running them.
  const lock = sql`${sql.raw(PREPARED)}
    WITH ${claimCte}
    wanted AS (${command.streams}),
    created AS (
      INSERT INTO es_streams (stream_id, stream_type)
      SELECT stream_id, stream_type FROM wanted ORDER BY stream_id
      ON CONFLICT DO NOTHING RETURNING stream_id),
    locked AS (
      SELECT stream_id, version FROM es_streams
      WHERE stream_id IN (SELECT stream_id FROM wanted)
      ORDER BY stream_id FOR UPDATE)
    SELECT ${claimed} AS claimed,
           (SELECT coalesce(json_agg(stream_id), '[]') FROM created) AS created,
           (SELECT coalesce(json_object_agg(stream_id, version), '{}') FROM locked) AS locked,
           (SELECT coalesce(json_agg(stream_id), '[]') FROM wanted) AS wanted`;
  const read = sql`${sql.raw(PREPARED)}
    WITH wanted AS (${command.streams})
    SELECT (SELECT coalesce(json_object_agg(stream_id, version), '{}') FROM es_streams WHERE stream_id IN (SELECT stream_id FROM wanted)) AS seen,
           (SELECT row_to_json(f) FROM (${command.facts}) f) AS facts`;
  const [locks, facts] = await pipelined(trx, [lock.compile(trx), read.compile(trx)]);
  const l = locks!.rows[0] as { claimed: boolean; wanted: string[]; created: string[]; locked: Record<string, number> };
  const r = facts!.rows[0] as { seen: Record<string, number>; facts: Facts };
  const versions = new Map<string, number>();
  let fresh = true;
  for (const id of l.wanted) {
    if (l.created.includes(id)) versions.set(id, 0);
    else if (id in l.locked && l.locked[id] === r.seen[id]) versions.set(id, Number(l.locked[id]));
    else fresh = false;
  }
  return { claimed: l.claimed, facts: r.facts, versions, fresh };
}

async function storeOutcome(trx: Db, key: string, outcome: unknown): Promise<void> {
  await sql`UPDATE command_log SET outcome = ${JSON.stringify(outcome)}::jsonb WHERE idempotency_key = ${key}`.execute(trx);
}

// A version conflict from es_append, or a unique index a concurrent command got to first: decide again.
const STORE_CONFLICTS = ['es_streams_pkey', 'es_events_stream_id_stream_position_key'];
function asConcurrencyError(error: unknown, commandConflicts: readonly string[]): ConcurrencyError | undefined {
  const pgError = error as { code?: string; constraint?: string; message?: string };
  if (pgError.code === 'P0409') return new ConcurrencyError(pgError.message ?? 'version conflict');
  const constraint = pgError.constraint ?? '';
  if (pgError.code === '23505' && (STORE_CONFLICTS.includes(constraint) || commandConflicts.includes(constraint))) {
    return new ConcurrencyError(pgError.message ?? 'concurrent write');
  }
  return undefined;
}
