import type { Kysely } from 'kysely';
import { ProcessorLeader } from '../../db/processor-leader';
import type { DatabaseHandle } from '../../db/database';
import { hasUnsequenced, sequencePending as sequenceWith, type BatchAnnouncer, type SequencedBatches } from './sequence-batch';

export { EVENTS_CHANNEL, sequenceBatch, sequencedHead, type BatchAnnouncer } from './sequence-batch';

export interface SequencerOptions {
  /**
   * What each batch announces on 'pulso_changes': the app passes services/features.ts's featureChangeFeed(); without
   * it batches go out unannounced (the event store's own tests).
   */
  changes?: BatchAnnouncer;
  /** Poll interval right after a batch: more commits are likely on their way. */
  busyPollMs?: number;
  /** The interval an idle leader backs off to (doubling from busyPollMs): one index probe, no writes. */
  idlePollMs?: number;
  /** How often an instance that does not lead tries to become the leader. */
  leaderRetryMs?: number;
  /** Events per sequencing transaction. */
  maxBatch?: number;
  /** How long a wake waits for more commits to join its batch (a busy studio commits in bursts). */
  wakeDelayMs?: number;
  /**
   * Under load (the last events were numbered less than `busyWindowMs` ago), how long a batch gathers instead:
   * every sequencing transaction costs several round trips whatever its size (BEGIN, the batch, the change
   * notices' facts under a savepoint, NOTIFY, COMMIT), so when commits keep coming, a batch per commit would cost
   * the database more than the commits (a hot class's bookings, one every few ms, each paid a whole batch). A
   * lone commit after a quiet spell is still numbered within `wakeDelayMs` (bench:booking, bench:realtime).
   */
  busyGatherMs?: number;
  busyWindowMs?: number;
  onError?: (error: unknown) => void;
}

export interface RunningSequencer {
  /** Asks for a pass now (a local command just committed); wakes during a pass are kept for the next. */
  wake(): void;
  /** Finishes the pass in flight and lets go of leadership. */
  stop(): Promise<void>;
  /** What this process's sequencer did so far: events it numbered, in how many transactions. */
  stats(): { events: number; batches: number };
}

const defaults = { busyPollMs: 3, idlePollMs: 1000, leaderRetryMs: 5000, maxBatch: 1000, wakeDelayMs: 1, busyGatherMs: 8, busyWindowMs: 25 };
// After a failure (database down or restarting), retry with backoff instead of hammering it.
const FIRST_ERROR_DELAY_MS = 250;
const MAX_ERROR_DELAY_MS = 5000;

const running = new WeakMap<object, Set<RunningSequencer & { changes?: BatchAnnouncer }>>();

/**
 * Sequences every event committed before the call (sequence-batch.ts), announcing each batch with `changes`, or
 * else with the change feed of a sequencer this process runs on the same database (tests and tools that make
 * what they appended readable at once, beside a running app). With neither, the batches go out unannounced.
 */
export function sequencePending(db: Kysely<any>, opts: { max?: number; changes?: BatchAnnouncer } = {}): Promise<SequencedBatches> {
  const changes = opts.changes ?? [...(running.get(db) ?? [])].find((s) => s.changes)?.changes;
  return sequenceWith(db, { ...opts, changes });
}

/** Tells this process's sequencers that events committed on `db`: they sequence them within a few ms. */
export function wakeSequencer(db: Kysely<any>): void {
  for (const sequencer of running.get(db) ?? []) sequencer.wake();
}

/**
 * One sequencer per process. Every instance sequences right after its own commands commit (woken in-process),
 * so a command's consumers are not kept waiting on another instance's timer. One instance across the cluster
 * (the leader, by session advisory lock on a connection of its own) also polls, for events committed by
 * processes that run no sequencer (tools, scripts) or whose wake was lost; it polls every few ms while events
 * keep coming and backs off to `idlePollMs` when idle. On PGlite the process is the only sequencer.
 */
export function startSequencer(database: DatabaseHandle, options: SequencerOptions = {}): RunningSequencer {
  const opts = { ...defaults, onError: () => undefined, ...options };
  const leader = new ProcessorLeader(database, 'es-sequencer', 2 * opts.leaderRetryMs);
  let stopped = false;
  let woken = false; // the first pass is a poll: lead if no one does, and catch up on what committed meanwhile
  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let endSleep: (() => void) | undefined;
  let lastNumberedAt = -Infinity;
  const gatherMs = () => (performance.now() - lastNumberedAt < opts.busyWindowMs ? opts.busyGatherMs : opts.wakeDelayMs);
  const totals = { events: 0, batches: 0 };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      // Woken during the pass: go again at once, or after gathering a bigger batch when busy.
      if (woken) return gatherMs() > opts.wakeDelayMs ? void (timer = setTimeout(resolve, gatherMs())) : resolve();
      endSleep = () => {
        clearTimeout(timer);
        clearTimeout(wakeTimer);
        wakeTimer = undefined;
        endSleep = undefined;
        resolve();
      };
      timer = setTimeout(endSleep, ms);
    });

  const pass = async (local: boolean, idleMs: number): Promise<{ delay: number; idleMs: number }> => {
    if (!local && !(await leader.tryAcquire())) return { delay: opts.leaderRetryMs, idleMs: opts.busyPollMs };
    if (!local && !(await hasUnsequenced(database.db))) {
      if (idleMs >= opts.idlePollMs) await leader.heartbeat();
      const next = Math.min(idleMs * 2, opts.idlePollMs);
      return { delay: next, idleMs: next };
    }
    const { sequenced, batches } = await sequenceWith(database.db, { max: opts.maxBatch, changes: opts.changes });
    totals.events += sequenced;
    totals.batches += batches;
    if (sequenced > 0) lastNumberedAt = performance.now();
    return { delay: sequenced > 0 ? Math.max(opts.busyPollMs, gatherMs()) : opts.busyPollMs, idleMs: sequenced > 0 ? opts.busyPollMs : idleMs };
  };

  const loop = (async () => {
    let idleMs = opts.busyPollMs;
    let errorDelay = FIRST_ERROR_DELAY_MS;
    while (!stopped) {
      const local = woken;
      woken = false;
      let delay: number;
      try {
        ({ delay, idleMs } = await pass(local, idleMs));
        errorDelay = FIRST_ERROR_DELAY_MS;
      } catch (error) {
        opts.onError(error);
        delay = errorDelay;
        errorDelay = Math.min(errorDelay * 2, MAX_ERROR_DELAY_MS);
      }
      await sleep(delay);
    }
  })();

  const sequencer = {
    changes: opts.changes,
    stats: () => ({ ...totals }),
    wake() {
      woken = true;
      if (endSleep && !wakeTimer) wakeTimer = setTimeout(() => endSleep?.(), gatherMs());
    },
    async stop() {
      stopped = true;
      endSleep?.();
      await loop;
      running.get(database.db)?.delete(sequencer);
      await leader.release();
    },
  };
  running.set(database.db, (running.get(database.db) ?? new Set()).add(sequencer));
  return sequencer;
}
