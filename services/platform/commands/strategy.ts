import type { DomainError } from '../../../events/framework/errors';
import type { Db } from '../../../db/database';
import { isFactsCommand, type CommandContext, type CommandDefinition, type CommandOutcome, type FactsCommand, type StreamCommand } from './command';
import { contended, enterFlight, inFlight } from './contention';
import { attemptUnderLocks } from './locked-facts';
import { optimisticAttempt, PESSIMISTIC } from './optimistic-attempt';
import { batchedOptimisticAttempt } from './optimistic-batch';
import { attemptStreamFold } from './stream-fold';
import { throughStreamGates } from './stream-gate';

/** How a command reads and writes, behind the one interface run-command.ts drives. */
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
