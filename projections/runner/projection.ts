import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';

/**
 * A projector owns read tables and folds events into them. It must be idempotent per event and never
 * throw on a recorded fact: the fact happened, the view adapts. It reads and writes only its own tables
 * (unqualified names, so a rebuild can point it at shadow tables through search_path).
 */
export interface Projector {
  /** Versioned name; bump the version when the tables' shape or meaning changes. */
  name: string;
  /** Tables it owns, cleared on rebuild. */
  tables: readonly string[];
  handles: readonly string[];
  apply: (trx: Kysely<Database>, event: RecordedEvent) => Promise<void>;
  /**
   * Optional set-based form for rebuilds: folds a batch (only events it handles, in log order) in memory and
   * writes each table in one statement. It must leave exactly the tables `apply` would, event by event.
   */
  applyBatch?: (trx: Kysely<Database>, events: readonly RecordedEvent[]) => Promise<void>;
}

export async function applyAll(
  projectors: readonly Projector[],
  trx: Kysely<Database>,
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const event of events) {
    for (const projector of projectors) {
      if (projector.handles.includes(event.type)) await projector.apply(trx, event);
    }
  }
}

/**
 * Applies a batch projector by projector, with the set-based form where there is one. Since a projector
 * only touches its own tables, running them one after the other leaves the same tables as `applyAll`.
 */
export async function applyInBatches(
  projectors: readonly Projector[],
  trx: Kysely<Database>,
  events: readonly RecordedEvent[],
  opts: { setBased?: boolean } = {},
): Promise<void> {
  for (const projector of projectors) {
    const handled = events.filter((e) => projector.handles.includes(e.type));
    if (handled.length === 0) continue;
    if (projector.applyBatch && opts.setBased !== false) await projector.applyBatch(trx, handled);
    else for (const event of handled) await projector.apply(trx, event);
  }
}
