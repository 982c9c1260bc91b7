import { sql } from 'kysely';
import { outcomeUnknown } from '../../../events/framework/errors';
import { appendStatement, prepareAppend, type PreparedAppend } from '../../../events/store/append';
import { conflictOf } from '../../../events/store/conflicts';
import { wakeSequencer } from '../../../events/store/sequencer';
import { isConnectionLost } from '../../../db/connection-errors';
import { PREPARED, type Db } from '../../../db/database';
import { metadataOf, type CommandContext, type CommandOutcome, type Decision, type FactsCommand } from './command';
import { contended, markContended } from './contention';
import { answered, claimKeys, claimWithRefusal, isStoredRefusal, replayStored, storedKeySql, type KeyClaim, type StoredKey } from './idempotency';

/** The optimistic try could not settle the command: run it the pessimistic way (locks, then decide). */
export const PESSIMISTIC = Symbol('pessimistic');

/**
 * A facts command with inline writes in two round trips and no transaction, when nobody else is deciding on its streams:
 *  1. one statement reads the streams' versions, the facts and the key's stored answer (a snapshot, no locks);
 *  2. the decision runs in TypeScript, as under the locks;
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
  command: FactsCommand<Facts, Result>,
  ctx: CommandContext,
  hash: string,
): Promise<CommandOutcome<Result> | typeof PESSIMISTIC> {
  let read: SnapshotRead<Facts>;
  try {
    [read] = (await readSnapshots(db, [{ command, key: ctx.idempotencyKey }])) as [SnapshotRead<Facts>];
  } catch (error) {
    if (readNeedsTheLocks(error)) return PESSIMISTIC;
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
  stored: StoredKey | null;
}

/**
 * A snapshot read wrote nothing, so one that lost its connection or a lock (a rebuild's swap holding the read
 * tables: a lock timeout, or a deadlock PostgreSQL broke on our side) is settled on the pessimistic path, which
 * retries and waits, rather than answered with the database's error.
 */
export function readNeedsTheLocks(error: unknown): boolean {
  return isConnectionLost(error) || conflictOf(error) === 'locks';
}

/** A command decided on its snapshot, ready to be written (alone or with others: optimistic-batch.ts). */
export interface Decided<Result> {
  command: FactsCommand<unknown, Result>;
  ctx: CommandContext;
  wanted: string[];
  prepared: PreparedAppend;
  result: Result;
  /** The key's claim with the answer, written by the write. */
  claim?: KeyClaim;
}

export const isDecided = <Result>(d: CommandOutcome<Result> | typeof PESSIMISTIC | Decided<Result>): d is Decided<Result> =>
  d !== PESSIMISTIC && 'prepared' in d;

export interface SnapshotRequest {
  command: FactsCommand<unknown, unknown>;
  key: string | undefined;
}

/**
 * The snapshots of commands in one statement: each one's streams' versions, its key's stored answer and its facts.
 * One command reads with its own facts; a batch (optimistic-batch.ts: commands of one type with their known streams,
 * FactsCommand.sharedRead) reads with a text that is the same for any number of them: their inputs are the rows
 * `batch_row` of one JSON parameter. Composed per command instead, the statement had a text (and a plan on each
 * connection) per batch size, and at sixteen it took PostgreSQL about 14 ms to plan (pg_stat_statements): more than
 * its executions cost in a four-second storm, since a prepared statement is planned afresh on its first five runs.
 */
export async function readSnapshots(db: Db, reads: readonly SnapshotRequest[]): Promise<SnapshotRead<unknown>[]> {
  const rows = reads.length === 1 ? [await readOwnSnapshot(db, reads[0]!)] : await readSharedSnapshots(db, reads);
  return rows.map(({ w: ids, s: seen, k, f }) => ({
    // A stream with no row yet is at version 0: es_append creates it, or fails if someone else did meanwhile.
    wanted: ids,
    versions: new Map(ids.map((id) => [id, Number(seen[id] ?? 0)])),
    facts: f,
    stored: k,
  }));
}

interface SnapshotRow {
  w: string[];
  s: Record<string, number>;
  k: StoredKey | null;
  f: unknown;
}

async function readOwnSnapshot(db: Db, { command, key }: SnapshotRequest): Promise<SnapshotRow> {
  const { rows } = await sql<SnapshotRow>`${sql.raw(PREPARED)}
    WITH snapshot_streams AS (${command.streams})
    SELECT (SELECT coalesce(json_agg(stream_id), '[]') FROM snapshot_streams) AS w,
           (SELECT coalesce(json_object_agg(stream_id, version), '{}') FROM es_streams WHERE stream_id IN (SELECT stream_id FROM snapshot_streams)) AS s,
           ${key ? storedKeySql(key) : sql`NULL::json`} AS k,
           (SELECT row_to_json(f) FROM (${command.facts as never}) f) AS f`.execute(db);
  return rows[0]!;
}

async function readSharedSnapshots(db: Db, reads: readonly SnapshotRequest[]): Promise<SnapshotRow[]> {
  const shared = reads[0]!.command.sharedRead!;
  const rows = reads.map(({ command, key }, i) => ({ ...command.sharedRead!.row, i, streams: command.knownStreams, key: key ?? null }));
  const { rows: read } = await sql<Omit<SnapshotRow, 'w'>>`${sql.raw(PREPARED)}
    SELECT (SELECT coalesce(json_object_agg(v.stream_id, v.version), '{}') FROM es_streams v WHERE v.stream_id = ANY (batch_row.streams)) AS s,
           ${storedKeySql(sql.ref('batch_row.key'))} AS k,
           (SELECT row_to_json(f) FROM (${shared.facts}) f) AS f
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS batch_row(${sql.raw(shared.columns)}, i int, streams text[], key text)
    ORDER BY batch_row.i`.execute(db);
  return read.map((r, i) => ({ ...r, w: [...reads[i]!.command.knownStreams!] }));
}

/**
 * What a snapshot's decision leads to: an answer already known (the key's stored one), PESSIMISTIC, or a write.
 * Throws the decision's refusal (stored under the key first, when there is one).
 */
export async function decideOnSnapshot<Facts, Result>(
  db: Db,
  command: FactsCommand<Facts, Result>,
  ctx: CommandContext,
  hash: string,
  read: SnapshotRead<Facts>,
): Promise<CommandOutcome<Result> | typeof PESSIMISTIC | Decided<Result>> {
  const key = ctx.idempotencyKey;
  if (read.stored) return replayStored(read.stored, command.type, hash) as CommandOutcome<Result>;
  if (contended(db, read.wanted)) return PESSIMISTIC;

  let decision: Decision<Result>;
  try {
    decision = command.decide(read.facts, read.versions);
  } catch (error) {
    if (!isStoredRefusal(error)) throw error;
    if (!key) throw error; // nothing to write: the snapshot's answer is the answer
    if (await claimWithRefusal(db, { key, commandType: command.type, hash }, error)) throw error;
    return PESSIMISTIC; // someone holds the key: the pessimistic path replays theirs
  }
  const written = new Set(decision.appends.filter((a) => a.events.length > 0).map((a) => a.streamId));
  // es_append checks the versions of the streams it writes; a decision that read another one needs its lock.
  if (read.wanted.some((id) => !written.has(id))) return PESSIMISTIC;

  const prepared = prepareAppend(decision.appends, metadataOf(ctx), ctx.now);
  const claim = key ? { key, commandType: command.type, hash, answer: answered(decision.result) } : undefined;
  return { command: command as FactsCommand<unknown, Result>, ctx, wanted: read.wanted, prepared, result: decision.result, claim };
}

/**
 * Writes decided commands in one statement (their own transaction): every command's inline projections (one
 * `inlineWrites` call over all their events, so the commands must share it and have distinct streams), their keys'
 * claims and one es_append. All or nothing. Answers per command, in order: its outcome, PESSIMISTIC (decide
 * again under the locks: nothing of it was written, or, with a key, it may have been and the locks find out),
 * or an error to throw. A write of several that fails for any reason other than a lost connection sends each of
 * them back to the locks, which settle them one by one.
 */
export async function writeDecided(db: Db, group: readonly Decided<unknown>[]): Promise<(CommandOutcome<unknown> | typeof PESSIMISTIC | Error)[]> {
  const alone = group.length === 1;
  const prepared: PreparedAppend = alone ? group[0]!.prepared : { payload: group.flatMap((d) => d.prepared.payload), events: group.flatMap((d) => d.prepared.events) };
  const keyed = group.flatMap((d) => (d.claim ? [d.claim] : []));
  // A key taken meanwhile fails the whole statement (23505): nothing of it commits, and the locks find out.
  const claims = keyed.length === 0 ? [] : [sql`claims AS (${claimKeys(keyed, 'fail')})`];
  try {
    const statement = appendStatement(prepared, [...group[0]!.command.inlineWrites!(prepared.events), ...claims]);
    if (statement) await statement.execute(db);
  } catch (error) {
    if (isConnectionLost(error)) {
      // It may have committed. With a key the pessimistic path finds out (it replays the stored answer);
      // without one, deciding again could apply the command twice.
      return group.map((d) => (d.ctx.idempotencyKey ? PESSIMISTIC : outcomeUnknown()));
    }
    const lostTheRace = conflictOf(error, { snapshot: true }) !== undefined;
    if (alone && !lostTheRace) return [error as Error];
    // Lost a race: the stream that moved is contended for a moment. A group's stream is the one es_append names.
    const moved = alone ? group[0]!.wanted : streamNamedBy(error, group);
    if (lostTheRace) markContended(db, moved);
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
