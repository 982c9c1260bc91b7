import { startAsyncProcessors } from '../../projections/runner/async-runner';
import type { AsyncProcessor } from '../../projections/runner/async-processor';
import { isConnectionLost } from '../../db/connection-errors';
import type { DatabaseHandle } from '../../db/database';

export interface OutboxWorkerOptions {
  /** 'push', 'email': names the log lines. */
  channel: string;
  database: DatabaseHandle;
  /** Turns events into outbox rows: an async processor on the shared runner (checkpointed, one leader). */
  reactor: AsyncProcessor;
  /** Sends one batch of what is due; answers how many rows it handled (sent, retried or given up). */
  sendBatch(): Promise<number>;
  /** A batch this full means more may be waiting: send again at once (up to 20 batches a round). */
  batchSize: number;
  /** Removes what was finished long enough ago; hourly. */
  prune(): Promise<void>;
  /** How often due rows (retries) are looked for, besides right after new events. */
  deliverEveryMs: number;
  log?: { warn(obj: unknown, msg?: string): void };
}

/**
 * A channel's outbox beside the server (push-worker.ts, email-worker.ts): the reactor queues rows as events arrive,
 * and once it has queued them the sender delivers right away; retries ride a timer. One round at a time; while
 * PostgreSQL is unreachable the timer keeps retrying and says so once. Never inside a request.
 */
export function startOutboxWorker(opts: OutboxWorkerOptions): { stop(): Promise<void>; deliverNow(): Promise<void> } {
  const { channel, database } = opts;
  const warn = (error: unknown, msg: string) => opts.log?.warn({ err: error }, msg);
  let stopped = false;
  let sending: Promise<void> | undefined;
  let databaseDown = false;

  const deliverNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    sending ??= (async () => {
      for (let i = 0; i < 20 && !stopped; i++) if ((await opts.sendBatch()) < opts.batchSize) break;
    })()
      .then(() => {
        if (databaseDown) opts.log?.warn({}, `${channel} delivery: database reachable again`);
        databaseDown = false;
      })
      .catch((error: unknown) => {
        if (!isConnectionLost(error)) return warn(error, `${channel} delivery failed`);
        if (!databaseDown) warn(error, `${channel} delivery paused: database unreachable, retrying`);
        databaseDown = true;
      })
      .finally(() => {
        sending = undefined;
      });
    return sending;
  };

  const running = startAsyncProcessors(database, [opts.reactor], { onError: (_name, error) => warn(error, `${channel} reactor failed`) });
  running.catch((error) => warn(error, `${channel} reactor did not start`));
  const unlisten = database
    .listen('es_events', (payload) => {
      const position = Number(payload);
      void running
        .then((r) => r.waitFor(position, { timeoutMs: 10_000 }))
        .then(deliverNow, () => undefined);
    })
    .catch(() => undefined);
  const timer = setInterval(() => void deliverNow(), opts.deliverEveryMs);
  timer.unref();
  const pruneTimer = setInterval(() => void opts.prune().catch(() => undefined), 3_600_000);
  pruneTimer.unref();

  return {
    deliverNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(pruneTimer);
      await (await unlisten)?.();
      await (await running.catch(() => undefined))?.stop();
      await sending;
    },
  };
}
