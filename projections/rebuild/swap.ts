import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { applyTail, foldUntilCaughtUp, type FoldTarget } from './fold-log';
import { lockLiveTables, swapIn } from './shadow-tables';

export interface SwapOptions {
  /**
   * How long the first attempt may wait for the live tables' locks (commands wait at most this plus the swap);
   * each retry waits half as long again, up to `maxLockTimeoutMs`.
   */
  lockTimeoutMs?: number;
  /** Stays under the commands' own lock_timeout (2 s), so a swap never turns a waiting command into a 503. */
  maxLockTimeoutMs?: number;
  attempts?: number;
  /** Runs inside the swap transaction after the tail, before the tables change (tests look around here). */
  beforeSwap?: (trx: Kysely<Database>) => Promise<void>;
}

export interface SwapResult {
  /** Position the shadow tables had caught up to before the last attempt's tail. */
  after: number;
  tail: number;
  attempts: number;
  /** Duration of the successful swap transaction: the longest any command waited on the rebuild. */
  ms: number;
}

// A lock or statement timeout ends an attempt (55P03, 57014: the LOCK took too long, e.g. in a lock cycle with a
// command that read one table and waits to write another we hold), and so does a detected deadlock (40P01).
// Either way the commands it held up go on, and the next attempt starts from a fresh catch-up.
const RETRYABLE = new Set(['55P03', '57014', '40P01']);

/**
 * Catch up, then in ONE short transaction: lock the live tables (new writers and readers wait from here),
 * take the snapshot, apply the last events, drop the live tables and move the shadows in. A lock that cannot
 * be had quickly (a long reader, a command in a lock cycle with us) rolls the attempt back and retries.
 */
export async function swapWhenCaughtUp(target: FoldTarget, tables: readonly string[], after: number, opts: SwapOptions = {}): Promise<SwapResult> {
  const attempts = opts.attempts ?? 100;
  let lockTimeoutMs = opts.lockTimeoutMs ?? 50;
  for (let attempt = 1; ; attempt++, lockTimeoutMs = Math.min(lockTimeoutMs * 1.5, opts.maxLockTimeoutMs ?? 1000)) {
    after = await foldUntilCaughtUp(target, after);
    const started = performance.now();
    try {
      const tail = await target.db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          await lockLiveTables(trx, target.liveSchema, tables, lockTimeoutMs);
          const applied = await applyTail(trx, target, after);
          await opts.beforeSwap?.(trx);
          await swapIn(trx, target.liveSchema, tables);
          return applied;
        });
      return { after, tail, attempts: attempt, ms: performance.now() - started };
    } catch (error) {
      if (!RETRYABLE.has((error as { code?: string }).code ?? '') || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * attempt) * Math.random()));
    }
  }
}
