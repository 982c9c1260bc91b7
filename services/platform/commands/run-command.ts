import { sql } from 'kysely';
import { databaseUnavailable, DomainError, fail, outcomeUnknown } from '../../../events/framework/errors';
import { asConcurrencyError, conflictOf } from '../../../events/store/conflicts';
import { wakeSequencer } from '../../../events/store/sequencer';
import { isConnectionLost } from '../../../db/connection-errors';
import type { Db } from '../../../db/database';
import { withNextStatement } from '../../../db/pipelined-driver';
import { inlineProjectionsOf } from '../../../projections/runner/inline-projections';
import { isFactsCommand, type CommandContext, type CommandDefinition, type CommandOutcome, type FactsCommand, type StreamCommand } from './command';
import { contended, enterFlight, inFlight } from './contention';
import { requestHash } from './idempotency';
import { attemptUnderLocks } from './locked-facts';
import { optimisticAttempt, PESSIMISTIC } from './optimistic-attempt';
import { batchedOptimisticAttempt } from './optimistic-batch';
import { attemptStreamFold } from './stream-fold';
import { throughStreamGates } from './stream-gate';

/**
 * The one way a command runs: `runCommand(db, definition, ctx)`. It owns what every command needs alike:
 *  - the transaction: its own, or a savepoint inside the caller's (a reactor's batch, a move's two commands);
 *  - retries: a conflict (events/store/conflicts.ts: someone decided first, a lock not granted) is decided again on
 *    fresh state a few times, then answered VERSION_CONFLICT or BUSY;
 *  - connection loss: lost before COMMIT was sent, decided again on a fresh connection; after, replayed under its key
 *    or answered OUTCOME_UNKNOWN; PostgreSQL away for seconds, DATABASE_UNAVAILABLE (503s of events/framework/errors.ts);
 *  - idempotency: the key's claim, answer and replay, a refusal pinned under it (idempotency.ts);
 *  - waking the sequencer once a commit appended.
 * How the command reads and writes is its strategy (`strategyOf`, below), which its definition (command.ts) chooses:
 *  - stream fold (a StreamCommand): reads and folds its streams in the transaction; the append locks them at the
 *    versions read; the inline projectors run in TypeScript (stream-fold.ts);
 *  - facts under locks (a FactsCommand): one round trip locks its streams and reads its facts, a pure decision, the
 *    inline projectors, then the append (locked-facts.ts);
 *  - facts with inline writes (a FactsCommand whose CTEs write what its projectors write): the same locked try
 *    writing the projections in the append's statement, preceded by an optimistic try on a snapshot outside any transaction,
 *    alone (optimistic-attempt.ts) or batched with others of its type (optimistic-batch.ts).
 * Every strategy appends with the one statement of events/store/append.ts and stamps the one metadata of command.ts.
 */
export function runCommand<Result>(db: Db, definition: StreamCommand<Result>, ctx: CommandContext): Promise<CommandOutcome<Result>>;
export function runCommand<Facts, Result>(db: Db, definition: FactsCommand<Facts, Result>, ctx: CommandContext): Promise<CommandOutcome<Result>>;
export function runCommand<Result>(db: Db, definition: CommandDefinition<Result>, ctx: CommandContext): Promise<CommandOutcome<Result>> {
  inlineProjectionsOf(db); // a handle given no inline projectors refuses every command, with the reason
  const strategy = strategyOf(definition);
  // Hashed once (a keyed request's body): an optimistic try and the locked one that may follow share it.
  const hash = requestHash(definition.type, ctx);
  const constraints = isFactsCommand(definition) ? definition.conflictConstraints : undefined;
  const attempt: Attempt = (trx, committing) => strategy.attempt(trx, definition, ctx, hash, committing);
  const inTransaction = () => (db.isTransaction ? insideTransaction(db, attempt, constraints) : inOwnTransaction(db, ctx, attempt, constraints));
  return (strategy.settle ? strategy.settle(db, definition, ctx, hash, inTransaction) : inTransaction()) as Promise<CommandOutcome<Result>>;
}

/** One try of a command inside its transaction (CommandStrategy.attempt, with the definition bound). */
export type Attempt = (trx: Db, committing?: () => void) => Promise<CommandOutcome<unknown> | DomainError>;

// A conflict means someone else decided first on fresh state; re-deciding almost always succeeds quickly.
const MAX_ATTEMPTS = 4;
// A lost connection: a killed session comes back at once, a restarting server in a few seconds. Six attempts
// over about 4 s (with jitter, so a crowd of retries does not arrive together), then 503.
const CONNECTION_ATTEMPTS = 6;
const reconnectDelayMs = (losses: number) => Math.min(125 * 2 ** (losses - 1), 2000) * (0.75 + Math.random() / 2);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A command's own transaction, retried on conflicts and lost connections (exported for the fault tests). */
export async function inOwnTransaction(db: Db, ctx: CommandContext, attempt: Attempt, constraints?: readonly string[]): Promise<CommandOutcome<unknown>> {
  let conflicts = 0;
  let connectionLosses = 0;
  let mayHaveCommitted = false;
  for (;;) {
    let commitSent = false;
    try {
      const done = await db.transaction().execute(async (trx) => {
        const outcome = await attempt(trx, () => {
          commitSent = true;
        });
        commitSent = true; // Kysely sends COMMIT as soon as this returns
        return outcome;
      });
      if (done instanceof DomainError) throw done; // a refusal, committed with its key
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
      const conflict = conflictOf(error, { constraints });
      if (!conflict) throw error;
      conflicts += 1;
      if (conflicts >= MAX_ATTEMPTS) throw fail(conflict === 'moved' ? 'VERSION_CONFLICT' : 'BUSY');
      await sleep(Math.random() * 15 * conflicts);
    }
  }
}

/**
 * A command issued inside a caller's transaction (a reactor's batch: PGlite has one connection, so it cannot open
 * another). A savepoint keeps a refused command from spoiling the batch; retries are the caller's own.
 */
async function insideTransaction(trx: Db, attempt: Attempt, constraints: readonly string[] | undefined): Promise<CommandOutcome<unknown>> {
  await withNextStatement(trx, sql`SAVEPOINT nested_command`.compile(trx)); // goes with the attempt's first statement
  try {
    const done = await attempt(trx);
    if (done instanceof DomainError) throw done;
    await sql`RELEASE SAVEPOINT nested_command`.execute(trx);
    return done;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT nested_command`.execute(trx);
    throw asConcurrencyError(error, { constraints }); // the caller's retries tell a conflict by its class
  }
}

/** How a command reads and writes, behind the one interface runCommand drives. */
export interface CommandStrategy {
  name: 'stream-fold' | 'facts-under-locks' | 'facts-with-inline-writes';
  /**
   * One try inside the transaction runCommand opened (or its savepoint in a caller's): an outcome to commit, or a
   * refusal to commit with its key. `committing` is given when the transaction is the try's own: a try that sends
   * COMMIT with its last statement (db/pipelined-driver.ts commitWith) calls it first, so a connection lost from
   * then on counts as a COMMIT that may have landed.
   */
  attempt(trx: Db, command: CommandDefinition<unknown>, ctx: CommandContext, hash: string, committing?: () => void): Promise<CommandOutcome<unknown> | DomainError>;
  /** Settles the command before any transaction when it can (an optimistic try), else runs `inTransaction`. */
  settle?(db: Db, command: CommandDefinition<unknown>, ctx: CommandContext, hash: string, inTransaction: () => Promise<CommandOutcome<unknown>>): Promise<CommandOutcome<unknown>>;
}

const streamFold: CommandStrategy = {
  name: 'stream-fold',
  attempt: (trx, command, ctx, hash, committing) => attemptStreamFold(trx, command as StreamCommand<unknown>, ctx, hash, committing),
};

const factsUnderLocks: CommandStrategy = {
  name: 'facts-under-locks',
  attempt: (trx, command, ctx, hash, committing) => attemptUnderLocks(trx, command as FactsCommand<unknown, unknown>, ctx, hash, committing, 'projectors'),
};

/**
 * Optimistically first, in two round trips and no transaction (optimistic-attempt.ts), batched with others of its
 * type when it shares its statements (optimistic-batch.ts). When that cannot settle it (a race lost, a key held by
 * someone else) or its streams were contended a moment ago, under the locks, also in two round trips, queued per
 * stream in this process first (stream-gate.ts).
 */
const factsWithInlineWrites: CommandStrategy = {
  name: 'facts-with-inline-writes',
  attempt: (trx, command, ctx, hash, committing) => attemptUnderLocks(trx, command as FactsCommand<unknown, unknown>, ctx, hash, committing, 'inline'),
  async settle(db, definition, ctx, hash, inTransaction) {
    const command = definition as FactsCommand<unknown, unknown>;
    const streams = command.knownStreams ?? [];
    // A command inside a transaction may hold locks already: it must never wait behind others here, and it has no
    // statement of its own to commit, so locks it is.
    const pessimistic = db.isTransaction ? inTransaction : () => throughStreamGates(db, streams, inTransaction);
    const queue = db.isTransaction || contended(db, streams) || inFlight(db, streams);
    const leave = enterFlight(db, streams);
    try {
      if (queue) return await pessimistic();
      const optimistic = command.sharedRead && streams.length > 0 ? batchedOptimisticAttempt : optimisticAttempt;
      const outcome = await optimistic(db, command, ctx, hash);
      return outcome === PESSIMISTIC ? await pessimistic() : outcome;
    } finally {
      leave();
    }
  },
};

/**
 * The strategy a definition asks for. A facts command's inline writes write what its projectors write, checked against
 * the store's inline projectors once, at start (services/features.ts): no command falls back from them.
 */
export function strategyOf(command: CommandDefinition<unknown>): CommandStrategy {
  if (!isFactsCommand(command)) return streamFold;
  return command.inlineWrites ? factsWithInlineWrites : factsUnderLocks;
}
