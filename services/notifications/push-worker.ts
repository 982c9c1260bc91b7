import type { Agent } from 'node:https';
import { startAsyncProcessors } from '../../projections/runner/async-runner';
import type { Config } from '../config';
import type { Clock } from '../../domain/time/clock';
import { isConnectionLost } from '../../db/connection-errors';
import type { DatabaseHandle } from '../../db/database';
import { deliverDue, pruneOutbox } from './push-delivery';
import type { HostResolver } from './push-endpoint-guard';
import { pushReactor } from './push.reactor';
import { vapidKeys } from './vapid-keys';

export interface PushWorkerOptions {
  database: DatabaseHandle;
  config: Pick<Config, 'vapid' | 'dataDir' | 'publicOrigin' | 'studioTz' | 'pushAllowPrivateEndpoints' | 'clerk' | 'sessionIdleDays'>;
  clock: Clock;
  log?: { warn(obj: unknown, msg?: string): void };
  agent?: Agent;
  /** How push endpoint host names are resolved before each send (tests inject a stub). */
  resolveHost?: HostResolver;
  /** How often due deliveries (retries) are looked for, besides right after new events. */
  deliverEveryMs?: number;
  timeoutMs?: number;
}

/**
 * Background push notifications: the reactor (an async processor on the shared runner, checkpointed,
 * one leader across instances) queues deliveries as events arrive; the sender delivers them, retries with
 * backoff and drops what expired. Both run beside the HTTP server, never inside a request.
 */
export function startPushWorker(opts: PushWorkerOptions): { stop(): Promise<void>; deliverNow(): Promise<void> } {
  const { database, clock } = opts;
  const warn = (error: unknown, msg: string) => opts.log?.warn({ err: error }, msg);
  let stopped = false;
  let sending: Promise<void> | undefined;
  // While PostgreSQL is unreachable the timer below keeps retrying; say so once, not every few seconds.
  let databaseDown = false;

  const deliverNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    // Clerk's sessions live at Clerk: only local ones can be checked at send time (README, shared phones).
    const localSessions = opts.config.clerk ? undefined : { idleDays: opts.config.sessionIdleDays };
    sending ??= (async () => {
      const vapid = await vapidKeys(opts.config, database);
      // Keep going while whole batches come back (a burst of news to many devices).
      for (let i = 0; i < 20 && !stopped; i++) {
        const r = await deliverDue(database.db, { vapid, now: () => clock.now(), agent: opts.agent, timeoutMs: opts.timeoutMs, allowPrivateEndpoints: opts.config.pushAllowPrivateEndpoints, resolveHost: opts.resolveHost, localSessions });
        if (r.sent + r.retried + r.gone + r.dropped < 50) break;
      }
    })()
      .then(() => {
        if (databaseDown) opts.log?.warn({}, 'push delivery: database reachable again');
        databaseDown = false;
      })
      .catch((error: unknown) => {
        if (!isConnectionLost(error)) return warn(error, 'push delivery failed');
        if (!databaseDown) warn(error, 'push delivery paused: database unreachable, retrying');
        databaseDown = true;
      })
      .finally(() => {
        sending = undefined;
      });
    return sending;
  };

  const reactor = pushReactor({ studioTz: opts.config.studioTz, now: () => clock.now() });
  const running = startAsyncProcessors(database, [reactor], { onError: (_name, error) => warn(error, 'push reactor failed') });
  running.catch((error) => warn(error, 'push reactor did not start'));
  // New events: once the reactor has queued them, deliver right away (retries ride the timer below).
  const unlisten = database
    .listen('es_events', (payload) => {
      const position = Number(payload);
      void running
        .then((r) => r.waitFor(position, { timeoutMs: 10_000 }))
        .then(deliverNow, () => undefined);
    })
    .catch(() => undefined);
  const timer = setInterval(() => void deliverNow(), opts.deliverEveryMs ?? 3_000);
  timer.unref();
  const pruneTimer = setInterval(() => void pruneOutbox(database.db, clock.now()).catch(() => undefined), 3_600_000);
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
