import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Clock } from '../../domain/time/clock';
import type { DatabaseHandle } from '../../db/database';
import { startOutboxWorker } from '../platform/outbox-worker';
import { deliverDueEmail, pruneEmailOutbox } from './email-delivery';
import { emailReactor } from './email.reactor';
import { linkSecretIn } from './link-secret';

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
const BATCH = 20;

/**
 * Background email, as push's (services/notifications/push-worker.ts): the reactor queues notices as events arrive
 * and the sender delivers the outbox through the SMTP relay, retries with backoff and gives up after a while. Off
 * without SMTP_URL: the reactor still follows the log but queues nothing (so switching email on sends no backlog,
 * and /api/ready sees it keep up), and transactional mails wait in the outbox until email is set up.
 */
export function startEmailWorker(opts: EmailWorkerOptions): { stop(): Promise<void>; deliverNow(): Promise<void> } {
  const { database, clock, config } = opts;
  const email = config.email;
  const transport =
    email &&
    nodemailer.createTransport({
      url: email.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  const worker = startOutboxWorker({
    channel: 'email',
    database,
    reactor: emailReactor({
      studioTz: config.studioTz,
      studioName: config.studioName,
      origin: email?.origin,
      now: () => clock.now(),
      linkSecret: (trx) => linkSecretIn(trx, config),
    }),
    async sendBatch() {
      if (!email || !transport) return 0;
      const r = await deliverDueEmail(database.db, { transport, from: email.from, replyTo: email.replyTo, now: () => clock.now(), batch: BATCH });
      return r.sent + r.retried + r.failed;
    },
    batchSize: BATCH,
    prune: () => pruneEmailOutbox(database.db, clock.now()),
    deliverEveryMs: opts.deliverEveryMs ?? 3_000,
    log: opts.log,
  });
  return {
    deliverNow: worker.deliverNow,
    async stop() {
      await worker.stop();
      transport?.close();
    },
  };
}
