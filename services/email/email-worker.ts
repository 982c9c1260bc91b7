import nodemailer from 'nodemailer';
import { startAsyncProcessors } from '../../projections/runner/async-runner';
import type { Config } from '../config';
import type { Clock } from '../../domain/time/clock';
import { isConnectionLost } from '../../db/connection-errors';
import type { DatabaseHandle } from '../../db/database';
import { deliverDueEmail, pruneEmailOutbox } from './email-delivery';
import { emailReactor } from './email.reactor';
import { emailLinkSecret } from './link-secret';

export interface EmailWorkerOptions {
  database: DatabaseHandle;
  config: Pick<Config, 'email' | 'emailLinkSecret' | 'studioTz' | 'studioName'>;
  clock: Clock;
  log?: { warn(obj: unknown, msg?: string): void };
  /** How often due mails (retries, transactional mails) are looked for, besides right after new events. */
  deliverEveryMs?: number;
}

// A relay that does not answer in this time counts as down for this attempt (retried later).
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Background email, as push's worker (services/notifications/push-worker.ts): the reactor (an async processor on the
 * shared runner, checkpointed, one leader across instances) queues notices as events arrive; the sender delivers the
 * outbox through the SMTP relay, retries with backoff and gives up after a while. Off without SMTP_URL: nothing is
 * queued from events and transactional mails wait in the outbox until email is configured.
 */
export function startEmailWorker(opts: EmailWorkerOptions): { stop(): Promise<void>; deliverNow(): Promise<void> } {
  const { database, clock, config } = opts;
  const email = config.email;
  if (!email) return { stop: async () => undefined, deliverNow: async () => undefined };
  const warn = (error: unknown, msg: string) => opts.log?.warn({ err: error }, msg);
  const transport = nodemailer.createTransport({
    url: email.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  let stopped = false;
  let sending: Promise<void> | undefined;
  let databaseDown = false;

  const deliverNow = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    sending ??= (async () => {
      // Keep going while whole batches come back (news to many members).
      for (let i = 0; i < 20 && !stopped; i++) {
        const r = await deliverDueEmail(database.db, { transport, from: email.from, replyTo: email.replyTo, now: () => clock.now() });
        if (r.sent + r.retried + r.failed < 20) break;
      }
    })()
      .then(() => {
        if (databaseDown) opts.log?.warn({}, 'email delivery: database reachable again');
        databaseDown = false;
      })
      .catch((error: unknown) => {
        if (!isConnectionLost(error)) return warn(error, 'email delivery failed');
        if (!databaseDown) warn(error, 'email delivery paused: database unreachable, retrying');
        databaseDown = true;
      })
      .finally(() => {
        sending = undefined;
      });
    return sending;
  };

  const reactor = emailReactor({
    studioTz: config.studioTz,
    studioName: config.studioName,
    origin: email.origin,
    now: () => clock.now(),
    linkSecret: () => emailLinkSecret(config, database),
  });
  const running = startAsyncProcessors(database, [reactor], { onError: (_name, error) => warn(error, 'email reactor failed') });
  running.catch((error) => warn(error, 'email reactor did not start'));
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
  const pruneTimer = setInterval(() => void pruneEmailOutbox(database.db, clock.now()).catch(() => undefined), 3_600_000);
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
      transport.close();
    },
  };
}
