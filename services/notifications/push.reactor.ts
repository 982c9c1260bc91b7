import { sql } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { AsyncProcessor } from '../../projections/runner/async-processor';
import type { Db } from '../../db/database';
import { dbLookups, notificationKinds, type PushMessage, type Recipients } from './notification-kinds';
import { noticeGroupOf } from './notice-groups';
import { deliveryChannels } from './notice-channels.decider';

/**
 * Subscriptions of the recipients that did not turn notifications off, minus the actor's own devices, with their
 * choice for this kind of notice.
 */
function subscriptionsFor(trx: Db, recipients: Recipients, notice: string, actorId: string | undefined) {
  let query = trx
    .selectFrom('push_subscriptions as s')
    .leftJoin('notification_preferences as p', 'p.user_id', 's.user_id')
    .leftJoin('notice_channels as c', (join) => join.onRef('c.user_id', '=', 's.user_id').on('c.notice', '=', notice))
    .select(['s.endpoint', 's.user_id', 'c.push', 'c.email'])
    .where(sql<boolean>`coalesce(p.enabled, true)`);
  if (actorId) query = query.where('s.user_id', '<>', actorId);
  if (recipients.kind === 'admins') {
    query = query.where('s.user_id', 'in', trx.selectFrom('users').select('user_id').where('role', '=', 'admin'));
  } else if (recipients.kind === 'users') {
    if (recipients.userIds.length === 0) return Promise.resolve([]);
    query = query.where('s.user_id', 'in', recipients.userIds);
  }
  return query.execute();
}

/**
 * Turns events into push deliveries in the outbox, one row per device. Runs after the command committed
 * (never inside it), so a slow or absent push service can never hold up or fail a member's action. A
 * message already past its TTL (an old log replayed on a fresh install) is not queued at all.
 */
export function pushReactor(opts: { studioTz: string; now: () => Date }): AsyncProcessor {
  return {
    name: 'push-notifications@v1',
    handles: Object.keys(notificationKinds),
    async handle(trx, events) {
      const lookups = dbLookups(trx, opts.studioTz);
      for (const event of events) {
        const kind = notificationKinds[event.type];
        const message = kind && (await kind(event, lookups));
        if (message) await enqueue(trx, event, message, opts.now());
      }
    },
  };
}

async function enqueue(trx: Db, event: RecordedEvent, message: PushMessage, now: Date): Promise<void> {
  const at = new Date(event.metadata.now ?? event.recordedAt);
  const expiresAt = new Date(at.getTime() + message.ttlSeconds * 1000);
  if (expiresAt <= now) return;
  const actorId = typeof event.metadata.actorId === 'string' ? event.metadata.actorId : undefined;
  const notice = noticeGroupOf(event.type)?.id ?? event.type;
  // A device that got here accepts push; whether email reaches her does not change whether push goes.
  const targets = (await subscriptionsFor(trx, message.recipients, notice, actorId)).filter(
    (t) => deliveryChannels(t.push === null || t.email === null ? undefined : { push: t.push, email: t.email }, { push: true, email: true }).push,
  );
  if (targets.length === 0) return;
  const payload = JSON.stringify({ title: message.title, body: message.body, url: message.url, tag: `${event.type}:${event.globalPosition}` });
  await trx
    .insertInto('push_outbox')
    .values(
      targets.map((t) => ({
        source_position: event.globalPosition,
        kind: event.type,
        user_id: t.user_id,
        endpoint: t.endpoint,
        payload,
        urgency: message.urgency ?? 'normal',
        expires_at: expiresAt,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['source_position', 'endpoint']).doNothing())
    .execute();
}
