import type { DatabaseHandle } from '../../db/database';
import { defaultRunnerOptions, type AsyncProcessor, type AsyncRunnerOptions } from './async-processor';
import { isConnectionLost } from '../../db/connection-errors';
import { ensureCheckpoint, readCheckpoints } from './checkpoints';
import { processBatch } from './process-batch';
import { ProcessorLeader } from '../../db/processor-leader';
import { Wakeup } from './wakeup';

export interface RunningProcessors {
  /** Finishes the batches in flight, lets go of leadership and stops listening. */
  stop(): Promise<void>;
  /** Resolves once every processor's checkpoint is at or past `position`; rejects if one failed or on timeout. */
  waitFor(position: number, opts?: { timeoutMs?: number }): Promise<void>;
}

/**
 * Runs async processors in the background: one loop each, led by at most one instance across the
 * cluster, woken by NOTIFY on 'es_events' and polling anyway in case a notification is lost.
 */
export async function startAsyncProcessors(
  database: DatabaseHandle,
  processors: readonly AsyncProcessor[],
  options: AsyncRunnerOptions = {},
): Promise<RunningProcessors> {
  const opts = { ...defaultRunnerOptions, onError: reportToConsole, ...options };
  // A database that is down at start does not stop the runners: each loop creates its checkpoint once it can.
  const checkpointsReady = await Promise.all(processors.map((p) => ensureCheckpoint(database.db, p.name))).then(
    () => true,
    (error: unknown) => {
      if (!isConnectionLost(error)) throw error;
      processors.forEach((p) => opts.onError(p.name, error));
      return false;
    },
  );
  const state = { stopped: false };
  const wakeups = processors.map(() => new Wakeup());
  // Followers wait for their next leadership attempt on a timer only stopping cuts short, not on NOTIFY.
  const pauses = processors.map(() => new Wakeup());
  const leaders = processors.map((p) => new ProcessorLeader(database, p.name, 2 * opts.leaderRetryMs));
  const unlisten = await database.listen('es_events', () => wakeups.forEach((w) => w.wake()));
  const loops = processors.map((processor, i) =>
    runLoop({ database, processor, leader: leaders[i]!, wakeup: wakeups[i]!, pause: pauses[i]!, opts, state, checkpointsReady }),
  );
  const names = processors.map((p) => p.name);
  return {
    async stop() {
      state.stopped = true;
      [...wakeups, ...pauses].forEach((w) => w.wake());
      await Promise.all(loops);
      await unlisten();
      await Promise.all(leaders.map((l) => l.release()));
    },
    waitFor: (position, waitOpts) => waitForCheckpoints(database, names, position, waitOpts?.timeoutMs ?? 10_000),
  };
}

interface LoopContext {
  database: DatabaseHandle;
  processor: AsyncProcessor;
  leader: ProcessorLeader;
  wakeup: Wakeup;
  pause: Wakeup;
  opts: Required<AsyncRunnerOptions>;
  state: { stopped: boolean };
  checkpointsReady: boolean;
}

// While the database is unreachable a runner waits longer after each failure, up to this, so it neither
// hammers a recovering server nor fills the log; the first success brings it back to its normal pace.
const MAX_BACKOFF_MS = 10_000;

async function runLoop({ database, processor, leader, wakeup, pause, opts, state, checkpointsReady }: LoopContext): Promise<void> {
  // Set after a batch of several events threw: replay one at a time up to there to find the culprit.
  let isolateUntil = 0;
  let hasCheckpoint = checkpointsReady;
  let failures = 0;
  const backoffMs = () => Math.min(opts.pollMs * 2 ** Math.max(failures - 1, 0), Math.max(MAX_BACKOFF_MS, opts.pollMs));
  while (!state.stopped) {
    try {
      if (!hasCheckpoint) {
        await ensureCheckpoint(database.db, processor.name);
        hasCheckpoint = true;
      }
      if (!(await leader.tryAcquire())) {
        await pause.wait(opts.leaderRetryMs);
        continue;
      }
      const result = await processBatch(database.db, processor, isolateUntil ? 1 : opts.batchSize);
      if (result.kind !== 'retry') failures = 0;
      switch (result.kind) {
        case 'advanced':
          if (result.position >= isolateUntil) isolateUntil = 0;
          if (!result.more && !isolateUntil) await wakeup.wait(opts.pollMs);
          break;
        case 'idle':
          await wakeup.wait(opts.pollMs);
          await leader.heartbeat();
          break;
        case 'poisoned':
          isolateUntil = result.until;
          break;
        case 'retry':
          failures += 1;
          opts.onError(processor.name, result.error);
          // A notification cuts the wait short, but while the database is down none comes.
          await wakeup.wait(backoffMs());
          break;
        case 'failed':
          opts.onError(processor.name, result.error);
          await leader.release();
          return;
      }
    } catch (error) {
      // Leadership or checkpoint bookkeeping could not reach the database: try again after a pause.
      failures += 1;
      opts.onError(processor.name, error);
      await pause.wait(backoffMs());
    }
  }
}

async function waitForCheckpoints(database: DatabaseHandle, names: string[], position: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const checkpoints = await readCheckpoints(database.db, names);
    const failed = checkpoints.find((c) => c.status === 'failed');
    if (failed) throw new Error(`processor ${failed.name} failed: ${JSON.stringify(failed.error)}`);
    if (checkpoints.length === names.length && checkpoints.every((c) => Number(c.position) >= position)) return;
    if (Date.now() > deadline) throw new Error(`processors did not reach position ${position} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function reportToConsole(processor: string, error: unknown): void {
  console.error(`[projections] ${processor}:`, error);
}
