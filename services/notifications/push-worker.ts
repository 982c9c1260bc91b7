import type { Agent } from 'node:https';
import type { Config } from '../config';
import type { Clock } from '../platform/clock';
import type { DatabaseHandle } from '../platform/database/database';
import { startEventFeed } from './event-feed';
import { deliverDue, pruneOutbox } from './push-delivery';
import { pushReactor } from './push.reactor';
import { vapidKeys } from './vapid-keys';

export interface PushWorkerOptions {
  database: DatabaseHandle;
  config: Pick<Config, 'vapid' | 'dataDir' | 'publicOrigin' | 'studioTz'>;
  clock: Clock;
  log?: { warn(obj: unknown, msg?: string): void };
  agent?: Agent;
  /** How often due deliveries (retries) are looked for, besides right after new events. */
  deliverEveryMs?: number;
  timeoutMs?: number;
}

/**
 * Background push notifications: the reactor queues deliveries as events arrive; the sender delivers them,
 * retries with backoff and drops what expired. Both run beside the HTTP server, never inside a request.
 */
export function startPushWorker(opts: PushWorkerOptions): { stop(): Promise<void>; deliverNow(): Promise<void> } {
  const { database, clock } = opts;
  const warn = (error: unknown, msg: string) => opts.log?.warn({ err: error }, msg);
  let stopped = false;
  let sending: Promise<void> | undefined;

  const deliverNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    sending ??= (async () => {
      const vapid = await vapidKeys(opts.config, database);
      // Keep going while whole batches come back (a burst of news to many devices).
      for (let i = 0; i < 20 && !stopped; i++) {
        const r = await deliverDue(database.db, { vapid, now: () => clock.now(), agent: opts.agent, timeoutMs: opts.timeoutMs });
        if (r.sent + r.retried + r.gone + r.dropped < 50) break;
      }
    })()
      .catch((error) => warn(error, 'push delivery failed'))
      .finally(() => {
        sending = undefined;
      });
    return sending;
  };

  const reactor = pushReactor({ studioTz: opts.config.studioTz, now: () => clock.now() });
  // New deliveries go out right after the reactor queued them; retries on the timer below.
  const wake = () => void deliverNow();
  const feed = startEventFeed(database, [reactor], { onError: (error) => warn(error, 'push reactor failed'), afterRun: wake });
  const timer = setInterval(wake, opts.deliverEveryMs ?? 5_000);
  timer.unref();
  const pruneTimer = setInterval(() => void pruneOutbox(database.db, clock.now()).catch(() => undefined), 3_600_000);
  pruneTimer.unref();

  return {
    deliverNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(pruneTimer);
      await feed.stop();
      await sending;
    },
  };
}
