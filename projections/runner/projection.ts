import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../services/platform/database/schema';

/**
 * A projector owns read tables and folds events into them. It must be idempotent per event and never
 * throw on a recorded fact: the fact happened, the view adapts.
 */
export interface Projector {
  /** Versioned name; bump the version when the tables' shape or meaning changes. */
  name: string;
  /** Tables it owns, cleared on rebuild. */
  tables: readonly string[];
  handles: readonly string[];
  apply: (trx: Kysely<Database>, event: RecordedEvent) => Promise<void>;
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
