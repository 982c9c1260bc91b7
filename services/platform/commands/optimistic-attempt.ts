import { sql } from 'kysely';
import { DomainError } from '../../../events/framework/errors';
import { prepareAppend, type PreparedAppend, type StreamAppend } from '../../../events/store/append';
import { wakeSequencer } from '../../../events/store/sequencer';
import { isConnectionLost } from '../../../db/connection-errors';
import { outcomeUnknown } from '../../../events/framework/errors';
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
 * Concurrent commands may share steps 1 and 3 (optimistic-batch.ts): these phases are what they share.
 */
export async function optimisticAttempt<Facts, Result>(
  db: Db,
  command: LockedCommand<Facts, Result>,
  ctx: CommandContext,
  hash: string,
): Promise<CommandOutcome<Result> | typeof PESSIMISTIC> {
  let read: SnapshotRead<Facts>;
  try {
    read = await readSnapshot(db, command, ctx.idempotencyKey);
  } catch (error) {
    if (isConnectionLost(error)) return PESSIMISTIC; // nothing was written: the pessimistic path retries and waits
    throw error;
  }
  const decided = await decideOnSnapshot(db, command, ctx, hash, read);
  if (!isDecided(decided)) return decided;
  const [written] = await writeDecided(db, [decided]);
  if (written instanceof Error) throw written;
  return written as CommandOutcome<Result> | typeof PESSIMISTIC;
}

export interface SnapshotRead<Facts> {
  wanted: string[];
  versions: Map<string, number>;
  facts: Facts;
  stored: { request_hash: string; command_type: string; outcome: unknown } | null;
}

/** A command decided on its snapshot, ready to be written (alone or with others: optimistic-batch.ts). */
export interface Decided<Result> {
  command: LockedCommand<unknown, Result>;
  ctx: CommandContext;
  wanted: string[];
  prepared: PreparedAppend;
  result: Result;
  /** The key's row of command_log with the answer, claimed by the write. */
  claim?: { idempotency_key: string; command_type: string; request_hash: string; outcome: { result: unknown } };
}

export const isDecided = <Result>(d: CommandOutcome<Result> | typeof PESSIMISTIC | Decided<Result>): d is Decided<Result> =>
  d !== PESSIMISTIC && 'prepared' in d;

/** One command's snapshot in one statement: its streams' versions, its key's stored answer and its facts. */
async function readSnapshot<Facts>(db: Db, command: LockedCommand<Facts, unknown>, key: string | undefined): Promise<SnapshotRead<Facts>> {
  const stored = key
    ? sql`(SELECT json_build_object('request_hash', request_hash, 'command_type', command_type, 'outcome', outcome)
           FROM command_log WHERE idempotency_key = ${key})`
    : sql`NULL::json`;
  const { rows } = await sql<{ w: string[]; s: Record<string, number>; k: SnapshotRead<Facts>['stored']; f: Facts }>`${sql.raw(PREPARED)}
    WITH snapshot_streams AS (${command.streams})
    SELECT (SELECT coalesce(json_agg(stream_id), '[]') FROM snapshot_streams) AS w,
           (SELECT coalesce(json_object_agg(stream_id, version), '{}') FROM es_streams WHERE stream_id IN (SELECT stream_id FROM snapshot_streams)) AS s,
           ${stored} AS k,
           (SELECT row_to_json(f) FROM (${command.facts}) f) AS f`.execute(db);
  const { w: ids, s: seen, k, f } = rows[0]!;
  // A stream with no row yet is at version 0: es_append creates it, or fails if someone else did meanwhile.
  return { wanted: ids, versions: new Map(ids.map((id) => [id, Number(seen[id] ?? 0)])), facts: f, stored: k };
}

/**
 * The snapshots of a batch (optimistic-batch.ts: commands of one type with their known streams, which share their
 * read, LockedCommand.sharesStatements) in one statement, so one snapshot, whose text is the same for any number of
 * them: their inputs are the rows `batch_row` of one JSON parameter, and each row reads its streams' versions, its
 * key's stored answer and its facts. Composed per command instead, the statement had a text (and a plan on each
 * connection) per batch size, and at sixteen it took PostgreSQL about 14 ms to plan (pg_stat_statements): more than
 * its executions cost in a four-second storm, since a prepared statement is planned afresh on its first five runs.
 */
export async function readSharedSnapshots(db: Db, reads: readonly { command: LockedCommand<unknown, unknown>; key: string | undefined }[]): Promise<SnapshotRead<unknown>[]> {
  const shared = reads[0]!.command.sharesStatements!;
  const rows = reads.map(({ command, key }, i) => ({ ...command.sharesStatements!.row, i, streams: command.knownStreams, key: key ?? null }));
  const { rows: read } = await sql<{ s: Record<string, number>; k: SnapshotRead<unknown>['stored']; f: unknown }>`${sql.raw(PREPARED)}
    SELECT (SELECT coalesce(json_object_agg(v.stream_id, v.version), '{}') FROM es_streams v WHERE v.stream_id = ANY (batch_row.streams)) AS s,
           (SELECT json_build_object('request_hash', l.request_hash, 'command_type', l.command_type, 'outcome', l.outcome)
            FROM command_log l WHERE l.idempotency_key = batch_row.key) AS k,
           (SELECT row_to_json(f) FROM (${shared.facts}) f) AS f
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS batch_row(${sql.raw(shared.columns)}, i int, streams text[], key text)
    ORDER BY batch_row.i`.execute(db);
  return reads.map(({ command }, i) => {
    const ids = [...command.knownStreams!];
    const seen = read[i]!.s;
    return { wanted: ids, versions: new Map(ids.map((id) => [id, Number(seen[id] ?? 0)])), facts: read[i]!.f, stored: read[i]!.k };
  });
}

/**
 * What a snapshot's decision leads to: an answer already known (the key's stored one), PESSIMISTIC, or a write.
 * Throws the decision's rejection (stored under the key first, when there is one).
 */
export async function decideOnSnapshot<Facts, Result>(
  db: Db,
  command: LockedCommand<Facts, Result>,
  ctx: CommandContext,
  hash: string,
  read: SnapshotRead<Facts>,
): Promise<CommandOutcome<Result> | typeof PESSIMISTIC | Decided<Result>> {
  const key = ctx.idempotencyKey;
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

  const prepared = prepareAppend(decision.appends, metadataOf(ctx), ctx.now);
  const claim = key ? { idempotency_key: key, command_type: command.commandType, request_hash: hash, outcome: { result: decision.result ?? null } } : undefined;
  return { command: command as LockedCommand<unknown, Result>, ctx, wanted: read.wanted, prepared, result: decision.result, claim };
}

/**
 * Writes decided commands in one statement (their own transaction): every command's inline projections (one
 * `project` call over all their events, so the commands must share it and have distinct streams), their keys'
 * claims and one es_append. All or nothing. Answers per command, in order: its outcome, PESSIMISTIC (decide
 * again under the locks: nothing of it was written, or, with a key, it may have been and the locks find out),
 * or an error to throw. A write of several that fails for any reason other than a lost connection sends each of
 * them back to the locks, which settle them one by one.
 */
export async function writeDecided(db: Db, group: readonly Decided<unknown>[]): Promise<(CommandOutcome<unknown> | typeof PESSIMISTIC | Error)[]> {
  const alone = group.length === 1;
  const prepared: PreparedAppend = alone ? group[0]!.prepared : { payload: group.flatMap((d) => d.prepared.payload), events: group.flatMap((d) => d.prepared.events) };
  const keyed = group.flatMap((d) => (d.claim ? [d.claim] : []));
  // The keys' claims as one CTE over a JSON array, so the statement's text does not depend on how many there are.
  const claims = keyed.length === 0 ? [] : [sql`claims AS (
    INSERT INTO command_log (idempotency_key, command_type, request_hash, outcome)
    SELECT idempotency_key, command_type, request_hash, outcome FROM jsonb_to_recordset(${JSON.stringify(keyed)}::jsonb)
      AS k(idempotency_key text, command_type text, request_hash text, outcome jsonb))`];
  try {
    await writeStatement(group[0]!.command, prepared, claims).execute(db);
  } catch (error) {
    if (isConnectionLost(error)) {
      // It may have committed. With a key the pessimistic path finds out (it replays the stored answer);
      // without one, deciding again could apply the command twice.
      return group.map((d) => (d.ctx.idempotencyKey ? PESSIMISTIC : outcomeUnknown()));
    }
    if (alone && !lostTheRace(error)) return [error as Error];
    // Lost a race: the stream that moved is contended for a moment. A group's stream is the one es_append names.
    const moved = alone ? group[0]!.wanted : streamNamedBy(error, group);
    if (lostTheRace(error)) markContended(db, moved);
    return group.map(() => PESSIMISTIC);
  }
  if (prepared.events.length > 0) wakeSequencer(db);
  return group.map((d) => ({ result: d.result, events: d.prepared.events, replayed: false }));
}

/** The stream es_append's version check names ('wrong expected version for <id> …'), if it is one of the group's. */
function streamNamedBy(error: unknown, group: readonly Decided<unknown>[]): string[] {
  const named = /(?:version for|stream) (\S+) /.exec((error as { message?: string }).message ?? '')?.[1];
  return named !== undefined && group.some((d) => d.wanted.includes(named)) ? [named] : [];
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
