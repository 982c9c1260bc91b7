import type { Agent } from 'node:https';
import { sql } from 'kysely';
import webpush from 'web-push';
import { DomainError } from '../../events/framework/errors';
import { pinnedAgent, resolvePublicHost, systemResolver, type HostResolver } from './push-endpoint-guard';
import type { Db } from '../../db/database';
import type { VapidKeys } from './vapid-keys';
import { idleCutoff } from '../platform/auth/local-sessions';

export interface DeliveryOptions {
  vapid: VapidKeys;
  now: () => Date;
  /** For tests: trust a local push service's self-signed certificate. */
  agent?: Agent;
  /** PUSH_ALLOW_PRIVATE_ENDPOINTS: skip the public-address check (a local test push service). */
  allowPrivateEndpoints?: boolean;
  /** How endpoint host names are resolved (tests inject a stub). */
  resolveHost?: HostResolver;
  /** A push service that does not answer in this time is treated as down (retried later). */
  timeoutMs?: number;
  batch?: number;
  /**
   * Local accounts: a subscription registered under a session that has since expired (idle or absolute
   * lifetime) is not pushed to, and is deleted. Unset in Clerk mode, whose sessions this server cannot look up.
   */
  localSessions?: { idleDays: number };
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  gone: number;
  dropped: number;
}

// Backoff after a failed attempt: 30 s, 1 min, 2 min … capped at 1 h; the message's TTL ends it anyway.
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;
const MAX_ATTEMPTS = 10;
// A claimed row whose sender died is picked up again after this lease.
const LEASE_MS = 60_000;
const CONCURRENCY = 4;

export const retryDelayMs = (attempts: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

type Claimed = { id: number; endpoint: string; user_id: string; payload: unknown; urgency: string; expires_at: Date; attempts: number };

/** Claims due deliveries (SKIP LOCKED, so several instances share the work) under a short lease. */
async function claimDue(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    UPDATE push_outbox SET status = 'sending', attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + LEASE_MS)}
    WHERE id IN (
      SELECT id FROM push_outbox WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${now}
      ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id, endpoint, user_id, payload, urgency, expires_at, attempts`.execute(db);
  return rows;
}

const finish = (db: Db, id: number, status: 'sent' | 'gone' | 'expired' | 'failed' | 'cancelled', now: Date, error?: string) =>
  db.updateTable('push_outbox').set({ status, sent_at: status === 'sent' ? now : null, last_error: error ?? null }).where('id', '=', id).execute();

/**
 * Sends what is due, one push per device, encrypted (aes128gcm) and signed with the VAPID keys. 2xx: sent.
 * 404/410: the browser dropped the subscription, so it is deleted. 429/5xx/timeouts: retried with
 * exponential backoff until the message's TTL runs out. Other 4xx: a bad message, not retried.
 */
export async function deliverDue(db: Db, opts: DeliveryOptions): Promise<DeliveryReport> {
  const now = opts.now();
  const report: DeliveryReport = { sent: 0, retried: 0, gone: 0, dropped: 0 };
  const claimed = await claimDue(db, now, opts.batch ?? 50);
  if (claimed.length === 0) return report;
  // Expired sessions are found here, at send time, rather than by a reaper: sign-out and sign-out-all delete
  // their subscriptions at once, and expiry is the only end nobody announces. Checking the few subscriptions a
  // batch sends to costs one join on the sessions' primary key; a reaper would scan every session on a timer,
  // and still leave a window between an expiry and its next run.
  const live = opts.localSessions && idleCutoff(now, opts.localSessions.idleDays);
  const subs = await db
    .selectFrom('push_subscriptions as s')
    .leftJoin('notification_preferences as p', 'p.user_id', 's.user_id')
    .leftJoin('auth_sessions as a', (join) =>
      join.onRef('a.token_hash', '=', 's.session_id').on('a.expires_at', '>', now).on('a.last_used_at', '>', live ?? now))
    .select(['s.endpoint', 's.user_id', 's.p256dh', 's.auth', 's.session_id', 'p.enabled', 'a.token_hash as live_session'])
    .where('s.endpoint', 'in', claimed.map((c) => c.endpoint))
    .execute();
  const byEndpoint = new Map(subs.map((s) => [s.endpoint, s]));

  const deliverOne = async (row: Claimed) => {
    const sub = byEndpoint.get(row.endpoint);
    const remaining = Math.floor((new Date(row.expires_at).getTime() - now.getTime()) / 1000);
    if (remaining <= 0) return void (report.dropped++, await finish(db, row.id, 'expired', now));
    if (!sub || sub.user_id !== row.user_id) return void (report.gone++, await finish(db, row.id, 'gone', now));
    if (live && sub.session_id !== null && sub.live_session === null) {
      // Its session ended: the phone may be someone else's now. Older rows without a session are sent as before.
      report.dropped++;
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', sub.endpoint).where('session_id', '=', sub.session_id).execute();
      return void (await finish(db, row.id, 'cancelled', now, 'session ended'));
    }
    if (sub.enabled === false) return void (report.dropped++, await finish(db, row.id, 'cancelled', now));
    try {
      const agent = opts.allowPrivateEndpoints ? opts.agent : await checkedAgent(sub.endpoint, opts);
      await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(row.payload), {
        vapidDetails: opts.vapid,
        TTL: remaining,
        contentEncoding: 'aes128gcm',
        urgency: row.urgency as webpush.Urgency,
        timeout: opts.timeoutMs ?? 10_000,
        ...(agent ? { agent } : {}),
      });
      report.sent++;
      await finish(db, row.id, 'sent', now);
      await db.updateTable('push_subscriptions').set({ last_sent_at: now }).where('endpoint', '=', sub.endpoint).execute();
    } catch (error) {
      if (error instanceof DomainError && error.status === 400) {
        // The endpoint's name now leads somewhere private (or nowhere): never sent, and the subscription goes.
        report.dropped++;
        await db.deleteFrom('push_subscriptions').where('endpoint', '=', sub.endpoint).execute();
        return void (await finish(db, row.id, 'failed', now, `refused: ${error.code}`));
      }
      const status = (error as { statusCode?: number }).statusCode;
      const detail = `${status ?? 'network'}: ${String((error as Error).message).slice(0, 300)}`;
      if (status === 404 || status === 410) {
        report.gone++;
        await db.deleteFrom('push_subscriptions').where('endpoint', '=', sub.endpoint).execute();
        return void (await finish(db, row.id, 'gone', now, detail));
      }
      const retryable = status === undefined || status === 429 || status >= 500;
      const nextAt = new Date(now.getTime() + retryDelayMs(row.attempts));
      if (!retryable || row.attempts >= MAX_ATTEMPTS || nextAt >= new Date(row.expires_at)) {
        report.dropped++;
        return void (await finish(db, row.id, retryable ? 'expired' : 'failed', now, detail));
      }
      report.retried++;
      await db.updateTable('push_outbox').set({ status: 'pending', next_attempt_at: nextAt, last_error: detail }).where('id', '=', row.id).execute();
    }
  };

  for (let i = 0; i < claimed.length; i += CONCURRENCY) {
    await Promise.all(claimed.slice(i, i + CONCURRENCY).map(deliverOne));
  }
  return report;
}

/**
 * The endpoint's host is resolved again right before sending (it was checked at subscribe time, but DNS
 * answers change) and the connection is pinned to the address checked now.
 */
async function checkedAgent(endpoint: string, opts: DeliveryOptions): Promise<Agent> {
  const [address] = await resolvePublicHost(new URL(endpoint).hostname, opts.resolveHost ?? systemResolver);
  return pinnedAgent(address, opts.agent);
}

/** Finished deliveries are kept a week for troubleshooting, then removed. */
export async function pruneOutbox(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('push_outbox')
    .where('status', 'in', ['sent', 'gone', 'expired', 'failed', 'cancelled'])
    .where('created_at', '<', new Date(now.getTime() - 7 * 24 * 3600 * 1000))
    .execute();
}
