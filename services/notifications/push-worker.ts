import type { Agent } from 'node:https';
import type { Config } from '../config';
import type { Clock } from '../../domain/time/clock';
import type { DatabaseHandle } from '../../db/database';
import { startOutboxWorker } from '../platform/outbox-worker';
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

// A burst of news to many devices comes back in whole batches: the worker sends again at once.
const BATCH = 50;

/**
 * Background push notifications: the reactor (an async processor on the shared runner, checkpointed,
 * one leader across instances) queues deliveries as events arrive; the sender delivers them, retries with
 * backoff and drops what expired (services/platform/outbox-worker.ts). Both run beside the HTTP server, never
 * inside a request.
 */
export function startPushWorker(opts: PushWorkerOptions): { stop(): Promise<void>; deliverNow(): Promise<void> } {
  const { database, clock } = opts;
  return startOutboxWorker({
    channel: 'push',
    database,
    reactor: pushReactor({ studioTz: opts.config.studioTz, now: () => clock.now() }),
    async sendBatch() {
      const vapid = await vapidKeys(opts.config, database);
      // Clerk's sessions live at Clerk: only local ones can be checked at send time (README, shared phones).
      const localSessions = opts.config.clerk ? undefined : { idleDays: opts.config.sessionIdleDays };
      const r = await deliverDue(database.db, { vapid, now: () => clock.now(), agent: opts.agent, timeoutMs: opts.timeoutMs, allowPrivateEndpoints: opts.config.pushAllowPrivateEndpoints, resolveHost: opts.resolveHost, localSessions, batch: BATCH });
      return r.sent + r.retried + r.gone + r.dropped;
    },
    batchSize: BATCH,
    prune: () => pruneOutbox(database.db, clock.now()),
    deliverEveryMs: opts.deliverEveryMs ?? 3_000,
    log: opts.log,
  });
}
