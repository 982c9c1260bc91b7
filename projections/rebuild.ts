import { sql, type Kysely } from 'kysely';
import { readAll } from '../events/store/read';
import type { Database } from '../services/platform/database/schema';
import { inlineProjectors } from './registry';
import type { AsyncProcessor } from './runner/async-processor';
import { applyAll, type Projector } from './runner/projection';

// The global append lock, the same key es_append takes: while we hold it no append can interleave.
const APPEND_LOCK = '4994216313637244997';

export interface RebuildReport {
  /** Events replayed through the inline projectors. */
  events: number;
  /** Rows in each rebuilt table afterwards. */
  tables: Record<string, number>;
  /** Async processors sent back to position 0 (they catch up on their own). */
  processorsReset: string[];
  ms: number;
}

export interface RebuildOptions {
  projectors?: readonly Projector[];
  /** Those that own tables get their tables cleared and their checkpoint reset in the same transaction. */
  asyncProcessors?: readonly AsyncProcessor[];
  batchSize?: number;
  /** Runs inside the transaction right before COMMIT (tests use it to look at the world mid-rebuild). */
  beforeCommit?: (trx: Kysely<Database>) => Promise<void>;
}

/**
 * Rebuilds every inline read table from the log in ONE transaction: take the append lock, DELETE (not
 * TRUNCATE, which would block readers) the owned tables, replay in batches, commit. Readers keep seeing
 * the old rows until the commit swaps in the new ones; commands wait on the append lock meanwhile.
 */
export async function rebuildProjections(db: Kysely<Database>, opts: RebuildOptions = {}): Promise<RebuildReport> {
  const projectors = opts.projectors ?? inlineProjectors;
  const owners = (opts.asyncProcessors ?? []).filter((p) => p.tables?.length);
  const batchSize = opts.batchSize ?? 1000;
  const started = performance.now();
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${APPEND_LOCK}::bigint)`.execute(trx);
    // Checkpoints before tables: the order an async batch locks them in, so the two cannot deadlock.
    if (owners.length > 0) {
      await trx.updateTable('projection_checkpoints')
        .set({ position: '0', status: 'catching_up', error: null, updated_at: sql`now()` })
        .where('name', 'in', owners.map((p) => p.name))
        .execute();
    }
    const tables = unique([...projectors, ...owners].flatMap((p) => p.tables ?? []));
    for (const table of tables) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);

    const types = unique(projectors.flatMap((p) => p.handles));
    let events = 0;
    for (let after = 0; ; ) {
      const batch = await readAll(trx, { after, limit: batchSize, types });
      if (batch.length === 0) break;
      await applyAll(projectors, trx, batch);
      events += batch.length;
      after = batch.at(-1)!.globalPosition;
    }
    await opts.beforeCommit?.(trx);
    return { events, tables: await countRows(trx, tables), processorsReset: owners.map((p) => p.name), ms: Math.round(performance.now() - started) };
  });
}

async function countRows(trx: Kysely<Database>, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(trx);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];
