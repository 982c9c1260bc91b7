import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { onlyOneRebuild } from './rebuild/exclusive';
import { foldUntilCaughtUp, type FoldTarget } from './rebuild/fold-log';
import { ProgressMeter, type RebuildProgress } from './rebuild/progress';
import { resetProcessors } from './rebuild/reset-processors';
import { selectForRebuild } from './rebuild/selection';
import { addDeferredIndexes, createShadowTables, dropShadowSchema, liveSchemaOf } from './rebuild/shadow-tables';
import { swapWhenCaughtUp, type SwapOptions } from './rebuild/swap';
import { recordBuilt } from './rebuild/versions';
import type { AsyncProcessor } from './runner/async-processor';
import type { Projector } from './runner/projection';

export interface RebuildReport {
  /** Events folded into the rebuilt tables (the swap's tail included). */
  events: number;
  /** Rows in each rebuilt table afterwards. */
  tables: Record<string, number>;
  /** Projectors whose tables were rebuilt and swapped in. */
  rebuilt: string[];
  /** Async processors sent back to position 0 (they catch up on their own). */
  processorsReset: string[];
  /** Events applied inside the swap transaction, how many attempts it took, and how long it held the locks. */
  swap: { tail: number; attempts: number; ms: number } | undefined;
  /** Where the time went: creating the shadow tables, folding the log, indexing, catching up and swapping. */
  phasesMs: Record<'shadow' | 'fold' | 'index' | 'swap', number> | undefined;
  ms: number;
}

export interface RebuildOptions {
  /** The inline projectors to replay (the app's: services/features.ts, inlineProjectors()). */
  projectors: readonly Projector[];
  /** Those that own tables get their tables cleared and their checkpoint reset in one short transaction. */
  asyncProcessors?: readonly AsyncProcessor[];
  /** Rebuild only these (projector or processor names, e.g. 'bookings@v1'); all when absent. */
  only?: readonly string[];
  batchSize?: number;
  /** false: every projector event by event, even those with a set-based form (tests compare the two). */
  setBased?: boolean;
  onProgress?: (progress: RebuildProgress) => void;
  swap?: SwapOptions;
}

/**
 * Rebuilds read tables from the log off the live path (blue/green): fold the log in batches into shadow
 * tables, set-based where a projector can, while commands keep running on the live tables; catch up; then
 * swap in one short transaction that locks the live tables, applies the last events and moves the shadows in.
 */
export async function rebuildProjections(db: Kysely<Database>, opts: RebuildOptions): Promise<RebuildReport> {
  const { projectors, owners } = selectForRebuild(opts.only, opts.projectors, opts.asyncProcessors ?? []);
  return onlyOneRebuild(db, () => rebuildSelected(db, projectors, owners, opts));
}

/** The rebuild itself, for a caller that already holds the rebuild's lock (onlyOneRebuild) and chose what to rebuild. */
export async function rebuildSelected(
  db: Kysely<Database>,
  projectors: readonly Projector[],
  owners: readonly AsyncProcessor[],
  opts: Omit<RebuildOptions, 'projectors' | 'asyncProcessors' | 'only'>,
): Promise<RebuildReport> {
  const started = performance.now();
  const rebuilt = projectors.length > 0 ? await rebuildInto(db, projectors, opts) : undefined;
  const processorsReset = await resetProcessors(db, owners.filter((p) => p.tables?.length));
  await recordBuilt(db, [...projectors.map((p) => p.name), ...processorsReset]);
  const tables = unique([...projectors.flatMap((p) => p.tables), ...owners.flatMap((p) => p.tables ?? [])]);
  return {
    events: rebuilt?.events ?? 0,
    tables: await countRows(db, tables),
    rebuilt: projectors.map((p) => p.name),
    processorsReset,
    swap: rebuilt?.swap,
    phasesMs: rebuilt?.phasesMs,
    ms: Math.round(performance.now() - started),
  };
}

async function rebuildInto(db: Kysely<Database>, projectors: readonly Projector[], opts: Omit<RebuildOptions, 'projectors'>) {
  const liveSchema = await liveSchemaOf(db);
  const tables = unique(projectors.flatMap((p) => p.tables));
  const types = unique(projectors.flatMap((p) => p.handles));
  // Tables of projectors that apply event by event keep their indexes from the start: they look rows up.
  const eager = new Set(projectors.filter((p) => !p.applyBatch || opts.setBased === false).flatMap((p) => p.tables));
  const meter = new ProgressMeter(await countEvents(db, types), opts.onProgress ?? (() => undefined));
  let folded = 0;
  const target: FoldTarget = {
    db,
    liveSchema,
    projectors,
    types,
    batchSize: opts.batchSize ?? 2000,
    setBased: opts.setBased !== false,
    onBatch: (n) => {
      folded += n;
      meter.add(n);
    },
  };
  let mark = performance.now();
  const lap = () => Math.round(-mark + (mark = performance.now()));
  try {
    await createShadowTables(db, liveSchema, tables, eager);
    const shadow = lap();
    meter.emit('folding');
    const after = await foldUntilCaughtUp(target, 0);
    const fold = lap();
    meter.emit('indexing');
    await addDeferredIndexes(db, liveSchema, tables, eager);
    const index = lap();
    meter.emit('swapping');
    const swap = await swapWhenCaughtUp(target, tables, after, opts.swap);
    meter.add(swap.tail, 'done');
    return {
      events: folded + swap.tail,
      swap: { tail: swap.tail, attempts: swap.attempts, ms: Math.round(swap.ms) },
      phasesMs: { shadow, fold, index, swap: lap() },
    };
  } finally {
    // After a swap: the replaced tables. After a failure: the shadows (the live tables were never touched).
    await dropShadowSchema(db);
  }
}

async function countEvents(db: Kysely<Database>, types: readonly string[]): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM es_events WHERE event_type = ANY(${[...types]}::text[]) AND global_position IS NOT NULL`.execute(db);
  return rows[0]!.n;
}

async function countRows(db: Kysely<Database>, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];
