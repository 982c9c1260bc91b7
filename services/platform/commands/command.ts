import { sql, type RawBuilder } from 'kysely';
import type { EventMetadata, RecordedEvent } from '../../../events/framework/event';
import type { StreamAppend } from '../../../events/store/append';
import type { StreamRef } from '../../../events/streams';
import type { Db } from '../../../db/database';

/** Who asks, when, and under which Idempotency-Key: what every command runs with. */
export interface CommandContext {
  actorId?: string;
  correlationId?: string;
  /** The event that caused this command, when a reactor issues it. */
  causationId?: string;
  idempotencyKey?: string;
  /** Canonical body of the request, hashed to tell a retry from a different command under the same key. */
  request?: unknown;
  now: Date;
}

/** The events a command appends, per stream at the version it decided on, and what it answers. */
export interface Decision<Result> {
  appends: StreamAppend[];
  result: Result;
}

/**
 * What a command answers. No global position: commands commit side by side and the sequencer numbers their
 * events right after COMMIT. A result that needs to say "as of" carries its stream's version (the decision
 * knows it); read-your-writes comes from the inline projections, written in the command's transaction.
 */
export interface CommandOutcome<Result> {
  result: Result;
  /** The events appended, with ids and stream positions; `globalPosition` is 0 (not sequenced yet). None on a replay. */
  events: RecordedEvent[];
  replayed: boolean;
}

/**
 * A command that reads what it decides on inside its transaction, usually by folding its stream
 * (stream-fold.ts: decideOnStream), and returns its appends at the versions it read. The pipeline locks those
 * streams when it appends and decides again if one moved meanwhile. For rare commands on one or a few streams.
 */
export interface StreamCommand<Result> {
  type: string;
  decide(trx: Db): Promise<Decision<Result>>;
}

/**
 * A command that decides on facts read under its streams' row locks, so they cannot change before COMMIT: the
 * decisions that span streams (a class's places and a member's credits). The pipeline locks `streams`, reads
 * `facts` right after, and hands both to the pure `decide`.
 */
export interface FactsCommand<Facts, Result> {
  type: string;
  /** A SELECT of (stream_id, stream_type) rows: the streams the command locks and appends to. */
  streams: RawBuilder<unknown>;
  /**
   * Everything the decision reads: a SELECT of one row, read in the same round trip as the locks; or a reader run
   * right after them, for facts a read-table query already answers.
   */
  facts: RawBuilder<unknown> | ((trx: Db) => Promise<Facts>);
  /** Pure: the appends (expected versions from `versions`) and the answer, or a DomainError thrown. */
  decide(facts: Facts, versions: ReadonlyMap<string, number>): Decision<Result>;
  /** Unique indexes a concurrent command may reach first (23505 on them means: decide again). */
  conflictConstraints?: readonly string[];
  /**
   * `name AS (…)` data-modifying CTEs writing the inline projections of these events exactly as their projectors
   * would, sent with the append (checked against the store's inline projectors once, at start: services/features.ts);
   * the command then runs in two round trips, optimistically first.
   */
  inlineWrites?: (events: readonly RecordedEvent[]) => RawBuilder<unknown>[];
  /** The streams, when the caller knows them before reading: a contended or busy one skips the optimistic try. */
  knownStreams?: readonly string[];
  /**
   * Concurrent commands of this type may share their read and their write (optimistic-batch.ts): `inlineWrites`
   * writes the events of any number of them at once (on distinct streams), and this reads the facts of any number
   * of them in one statement. Needs `knownStreams`.
   */
  sharedRead?: SharedRead;
}

/**
 * A command's facts as one row of a shared read: its inputs become a row `batch_row` of a JSON parameter, and `facts`
 * (the same text for every command of the type) reads them as `batch_row.<column>`. So the statement is the same for
 * one command or sixteen: each connection plans it once, and its plan holds the facts once.
 */
export interface SharedRead {
  /** The row's columns and their SQL types, as json_to_recordset takes them: `slot_id int, fecha date`. */
  columns: string;
  /** This command's row: a value for each column. */
  row: Record<string, unknown>;
  /** A SELECT of one row, as `facts`, reading the inputs from `batch_row` (an alias its own subqueries must not reuse). */
  facts: RawBuilder<unknown>;
}

/** A facts command's `streams` when they are known in TypeScript: one row per stream, its id and type as parameters. */
export const knownStreamsSql = (...streams: readonly StreamRef[]): RawBuilder<unknown> =>
  sql`SELECT * FROM (VALUES ${sql.join(streams.map((s) => sql`(${s.streamId}, ${s.streamType})`))}) AS s(stream_id, stream_type)`;

/** The version a facts command's `decide` appends a stream at: the one its `streams` locked (any other is a bug). */
export function lockedVersion(versions: ReadonlyMap<string, number>, streamId: string): number {
  const version = versions.get(streamId);
  if (version === undefined) throw new Error(`stream ${streamId} was not locked`);
  return version;
}

/** What runCommand runs: the definition says how it reads and writes (run-command.ts, strategyOf, picks the way from it). */
export type CommandDefinition<Result> = StreamCommand<Result> | FactsCommand<any, Result>;

export const isFactsCommand = <Result>(command: CommandDefinition<Result>): command is FactsCommand<unknown, Result> => 'streams' in command;

/** The one metadata every appended event carries: who, why, under which key, and the command's clock. */
export const metadataOf = (ctx: CommandContext): EventMetadata => ({
  actorId: ctx.actorId,
  correlationId: ctx.correlationId,
  causationId: ctx.causationId,
  idempotencyKey: ctx.idempotencyKey,
  now: ctx.now.toISOString(),
});
