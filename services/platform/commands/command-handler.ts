import { createHash } from 'node:crypto';
import { sql, type CompiledQuery } from 'kysely';
import type { EventMetadata, RecordedEvent } from '../../../events/framework/event';
import { databaseUnavailable, DomainError, fail, outcomeUnknown, VersionConflictError } from '../../../events/framework/errors';
import { appendStatement, asStoreConflict, ConcurrencyError, prepareAppend, type StreamAppend } from '../../../events/store/append';
import { lockStreams } from '../../../events/store/lock-streams';
import { wakeSequencer } from '../../../events/store/sequencer';
import { applyAll } from '../../../projections/runner/projection';
import { inlineProjectionsOf } from '../../../projections/runner/inline-projections';
import { isConnectionLost } from '../../../db/connection-errors';
import type { Db } from '../../../db/database';
import { commitWith, pipelined, withNextStatement } from '../../../db/pipelined-driver';

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

export interface Decision<Result> {
  appends: StreamAppend[];
  result: Result;
  /** The decision already holds row locks on every stream it appends to (pessimistic commands). */
  streamsLocked?: boolean;
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

/** Tells a retry from another request under the same key. Only a key's claim and replay read it: no key, no hashing. */
export function requestHash(commandType: string, ctx: CommandContext): string {
  return ctx.idempotencyKey ? createHash('sha256').update(JSON.stringify([commandType, ctx.actorId ?? null, ctx.request ?? null])).digest('hex') : '';
}

// A conflict means someone else decided first on fresh state; re-deciding almost always succeeds quickly.
const MAX_ATTEMPTS = 4;
const RETRYABLE_PG_CODES = new Set(['55P03', '40P01', '40001']);

/**
 * Runs one command in one transaction: idempotency check, decision on the streams it reads, inline
 * projections, append (last). Retries a bounded number of times on version conflicts and lock timeouts.
 */
export function handleCommand<Result>(
  db: Db,
  commandType: string,
  ctx: CommandContext,
  decide: (trx: Db) => Promise<Decision<Result>>,
): Promise<CommandOutcome<Result>> {
  return runCommand(db, commandType, ctx, (trx, hash, committing) => attemptOnce(trx, commandType, ctx, hash, decide, committing));
}

/**
 * One try of a command inside its transaction: an outcome to commit, or a rejection to commit with its key.
 * `committing` is given when the transaction is the attempt's own (not a reactor's batch): an attempt that
 * sends COMMIT itself, with its last statement (db/pipelined-driver.ts commitWith), calls it first, so a
 * connection lost from then on counts as a COMMIT that may have landed.
 */
export type CommandAttempt<Result> = (trx: Db, requestHash: string, committing?: () => void) => Promise<CommandOutcome<Result> | DomainError>;

/**
 * handleCommand's transaction, retries and nesting around any attempt: attemptOnce for ordinary commands,
 * a few-round-trip attempt for hot ones (services/platform/commands/locked-command.ts).
 */
export async function runCommand<Result>(
  db: Db,
  commandType: string,
  ctx: CommandContext,
  runAttempt: CommandAttempt<Result>,
  hash = requestHash(commandType, ctx),
): Promise<CommandOutcome<Result>> {
  if (db.isTransaction) return runInsideTransaction(db, hash, runAttempt);
  let conflicts = 0;
  let connectionLosses = 0;
  let mayHaveCommitted = false;
  for (;;) {
    let commitSent = false;
    try {
      const done = await db.transaction().execute(async (trx) => {
        const outcome = await runAttempt(trx, hash, () => {
          commitSent = true;
        });
        commitSent = true; // Kysely sends COMMIT as soon as this returns
        return outcome;
      });
      if (done instanceof DomainError) throw done; // a rejection, committed with its key
      if (done.events.length > 0) wakeSequencer(db); // consumers and sockets hear of it within a few ms
      return done;
    } catch (error) {
      if (isConnectionLost(error)) {
        // Lost before COMMIT was sent: PostgreSQL rolled the transaction back with the session, so deciding
        // again on a fresh connection is safe. Lost after: it may have committed. With a key the retry finds
        // out (it replays the stored answer if so); without one a retry could apply the command twice, so we
        // say honestly that we do not know.
        if (commitSent && !ctx.idempotencyKey) throw outcomeUnknown();
        mayHaveCommitted ||= commitSent;
        connectionLosses += 1;
        // Giving up: "nothing happened" only if no attempt got as far as COMMIT.
        if (connectionLosses >= CONNECTION_ATTEMPTS) throw mayHaveCommitted ? outcomeUnknown() : databaseUnavailable();
        await sleep(reconnectDelayMs(connectionLosses));
        continue;
      }
      if (!isRetryable(error)) throw error;
      conflicts += 1;
      if (conflicts >= MAX_ATTEMPTS) {
        if (error instanceof ConcurrencyError) throw new VersionConflictError();
        throw fail('BUSY');
      }
      await sleep(Math.random() * 15 * conflicts);
    }
  }
}

// A lost connection: a killed session comes back at once, a restarting server in a few seconds. Six attempts
// over about 4 s (with jitter, so a crowd of retries does not arrive together), then 503.
const CONNECTION_ATTEMPTS = 6;
const reconnectDelayMs = (losses: number) => Math.min(125 * 2 ** (losses - 1), 2000) * (0.75 + Math.random() / 2);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A command issued by a reactor inside its batch transaction (PGlite has one connection, so it cannot open
 * another). A savepoint keeps a rejected command from spoiling the batch; retries are the batch's own.
 */
async function runInsideTransaction<Result>(
  trx: Db,
  hash: string,
  runAttempt: CommandAttempt<Result>,
): Promise<CommandOutcome<Result>> {
  await withNextStatement(trx, sql`SAVEPOINT nested_command`.compile(trx)); // goes with the attempt's first statement
  try {
    const done = await runAttempt(trx, hash);
    if (done instanceof DomainError) throw done;
    await sql`RELEASE SAVEPOINT nested_command`.execute(trx);
    return done;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT nested_command`.execute(trx);
    throw error;
  }
}

async function attemptOnce<Result>(
  trx: Db,
  commandType: string,
  ctx: CommandContext,
  hash: string,
  decide: (trx: Db) => Promise<Decision<Result>>,
  committing?: () => void,
): Promise<CommandOutcome<Result> | DomainError> {
  if (ctx.idempotencyKey) {
    const replay = await claimIdempotencyKey(trx, commandType, ctx.idempotencyKey, hash);
    if (replay) return replay as unknown as CommandOutcome<Result>;
  }
  const decision = await decideOrPinRejection(trx, ctx.idempotencyKey, decide);
  if (decision instanceof DomainError) return decision;
  const { appends, result, streamsLocked } = decision;
  const metadata: EventMetadata = {
    actorId: ctx.actorId,
    correlationId: ctx.correlationId,
    causationId: ctx.causationId,
    idempotencyKey: ctx.idempotencyKey,
    now: ctx.now.toISOString(),
  };
  // Stream locks in the order es_append takes them (so commands never deadlock), inline projections, then the
  // append. No global lock and no NOTIFY here: the sequencer numbers and announces the events after COMMIT.
  if (!streamsLocked) await lockAndCheckVersions(trx, appends);
  // Recorded at the command's own "now" (the injected clock): a report's day, a booking's time and the command's
  // checks all read one clock, so a test on a fixed clock dates its events on that clock's day too.
  const prepared = prepareAppend(appends, metadata, ctx.now);
  await applyAll(inlineProjectionsOf(trx).projectors, trx, prepared.events);
  // The append and the key's answer go out together, with COMMIT when the transaction is ours: one round trip.
  const append = appendStatement(prepared);
  const last = [
    ...(append ? [append.compile(trx)] : []),
    ...(ctx.idempotencyKey
      ? [trx.updateTable('command_log').set({ outcome: JSON.stringify({ result: result ?? null }) }).where('idempotency_key', '=', ctx.idempotencyKey).compile()]
      : []),
  ];
  try {
    await sendLast(trx, last, committing);
  } catch (error) {
    throw asStoreConflict(error);
  }
  return { result, events: prepared.events, replayed: false };
}

/**
 * An attempt's last statements, in one round trip: with COMMIT when the transaction is the attempt's own
 * (`committing`, called first: from then on a lost connection may hide a COMMIT that landed), else without.
 */
export async function sendLast(trx: Db, last: readonly CompiledQuery[], committing: (() => void) | undefined): Promise<void> {
  if (last.length === 0) return;
  if (!committing) {
    await pipelined(trx, last);
    return;
  }
  committing();
  await commitWith(trx, last);
}

/** Inserts the key first; a concurrent duplicate blocks here until the first transaction ends. */
export async function claimIdempotencyKey(trx: Db, commandType: string, key: string, hash: string) {
  const inserted = await trx
    .insertInto('command_log')
    .values({ idempotency_key: key, command_type: commandType, request_hash: hash, outcome: null })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return undefined;
  const stored = await trx.selectFrom('command_log').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
  return replayStored(stored, commandType, hash);
}

/** What a key's committed entry answers again: its result, its rejection (thrown), or 422 for another request. */
export function replayStored(
  stored: { request_hash: string; command_type: string; outcome: unknown },
  commandType: string,
  hash: string,
): { result: unknown; events: []; replayed: true } {
  if (stored.request_hash !== hash || stored.command_type !== commandType) {
    throw fail('IDEMPOTENCY_KEY_REUSED');
  }
  const outcome = stored.outcome as { result?: unknown; rejected?: StoredRejection } | null;
  if (outcome?.rejected) {
    const { status, code, detail, extra } = outcome.rejected;
    throw new DomainError(status, code, detail, extra);
  }
  return { result: outcome?.result ?? null, events: [], replayed: true };
}

type StoredRejection = Pick<DomainError, 'status' | 'code' | 'detail' | 'extra'>;

/**
 * With a key, a rejection is stored in the command's own transaction (after undoing whatever the
 * decision wrote), so a duplicate waiting on the key replays it instead of deciding again on newer state.
 */
async function decideOrPinRejection<Result>(
  trx: Db,
  key: string | undefined,
  decide: (trx: Db) => Promise<Decision<Result>>,
): Promise<Decision<Result> | DomainError> {
  if (!key) return decide(trx);
  await withNextStatement(trx, sql`SAVEPOINT decision`.compile(trx)); // goes with the decision's first read
  try {
    return await decide(trx);
  } catch (error) {
    if (!(error instanceof DomainError) || error.status === 503) throw error;
    await sql`ROLLBACK TO SAVEPOINT decision`.execute(trx);
    const rejected: StoredRejection = { status: error.status, code: error.code, detail: error.detail, extra: error.extra };
    await trx.updateTable('command_log').set({ outcome: JSON.stringify({ rejected }) }).where('idempotency_key', '=', key).execute();
    return error;
  }
}

function isRetryable(error: unknown): boolean {
  if (error instanceof ConcurrencyError) return true;
  return RETRYABLE_PG_CODES.has((error as { code?: string }).code ?? '');
}

/** Locks the streams a decision appends to and fails fast (retryably) if one moved since it was read. */
async function lockAndCheckVersions(trx: Db, appends: readonly StreamAppend[]): Promise<void> {
  const touched = appends.filter((a) => a.events.length > 0);
  if (touched.length === 0) return;
  const locked = await lockStreams(trx, touched);
  for (const a of touched) {
    const version = locked.get(a.streamId)?.version ?? 0;
    if (version !== a.expectedVersion) throw new ConcurrencyError(`stream ${a.streamId} is at ${version}, expected ${a.expectedVersion}`);
  }
}
