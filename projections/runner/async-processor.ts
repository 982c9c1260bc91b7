import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';

/**
 * A consumer of the log that runs behind the commands (EVENT-STORE.md §7.5): each batch of events and
 * the move of its checkpoint commit in one transaction, so a batch is applied once or not at all.
 */
export interface AsyncProcessor {
  /** Versioned name, also the checkpoint row's key ('agenda_availability@v3'). */
  name: string;
  /** Event types it wants; all when absent. The checkpoint still moves past the others. */
  handles?: readonly string[];
  /** Read tables it owns: a rebuild clears them and sends the checkpoint back to 0. */
  tables?: readonly string[];
  /** Applies a batch in the batch's transaction. Throwing rolls the batch back. */
  handle(trx: Kysely<Database>, events: readonly RecordedEvent[]): Promise<void>;
}

export interface AsyncRunnerOptions {
  /** Events per batch transaction. */
  batchSize?: number;
  /** Poll interval: NOTIFY only wakes the runner early, polling is what guarantees delivery. */
  pollMs?: number;
  /** How often an instance that is not the leader tries to become it. */
  leaderRetryMs?: number;
  /** Told about batches that failed for a passing reason (they are retried) and processors that stopped. */
  onError?: (processor: string, error: unknown) => void;
}

export const defaultRunnerOptions = { batchSize: 500, pollMs: 500, leaderRetryMs: 5000 } as const;
