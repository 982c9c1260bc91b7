import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countSubscriptions, notificationsEnabled } from '../../projections/notifications/notification-preferences.queries';
import { actingOn, requireIdentity } from '../platform/auth/identity';
import { setNotifications } from './notification-settings.commands';
import { isMemberDeleted } from '../../projections/membership/users.queries';
import { fail } from '../../events/framework/errors';
import { parsePushSubscription } from './push-subscription';
import { resolvePublicHost, systemResolver, type HostResolver } from './push-endpoint-guard';
import { vapidKeys } from './vapid-keys';
import { route, commandContext } from '../platform/http/contract-route';

// Phones, a tablet, a couple of browsers: more than this is stale subscriptions piling up.
const MAX_DEVICES = 10;

/** Push notification registration (docs/product.md §7 addNotificationToken), the member's on/off switch, the public key. */
export const notificationsRoutes: FastifyPluginAsyncTypebox<{ resolveHost?: HostResolver }> = async (app, { resolveHost = systemResolver }) => {
  const { db, config, database, clock } = app.deps;

  route(app, 'GET /api/notifications/vapidPublicKey', async () => ({ publicKey: (await vapidKeys(config, database)).publicKey }));

  // A device belongs to whoever signed in on it last: re-registering moves it to the caller, and to the session
  // it registers under, whose end ends the subscription (device-sessions.commands.ts, push-delivery.ts).
  route(app, 'POST /api/user/addNotificationToken', async (request) => {
    const userId = actingOn(request, request.body.clerkUserId);
    const sessionId = requireIdentity(request).sessionId ?? null;
    const allowPrivateHosts = config.pushAllowPrivateEndpoints;
    const sub = parsePushSubscription(request.body.token, { allowPrivateHosts });
    // Checked again at every send (push-delivery.ts), since what a name resolves to can change.
    if (!allowPrivateHosts) await resolvePublicHost(new URL(sub.endpoint).hostname, resolveHost);
    await db.transaction().execute(async (trx) => {
      // Devices are no event (a device secret, like a session), so no decider guards them: a deleted account's
      // went with it, and none is registered for it after (its row read as a command reads it, under the lock).
      if (await isMemberDeleted(trx, userId)) throw fail('USER_DELETED');
      await trx
        .insertInto('push_subscriptions')
        .values({ endpoint: sub.endpoint, user_id: userId, p256dh: sub.p256dh, auth: sub.auth, created_at: clock.now(), last_sent_at: null, session_id: sessionId })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: sub.p256dh, auth: sub.auth, created_at: clock.now(), session_id: sessionId }))
        .execute();
      // Each news post fans out per device: keep a member's most recent devices only.
      const keep = trx.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).orderBy('created_at', 'desc').limit(MAX_DEVICES);
      await trx.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', 'not in', keep).execute();
    });
    return { ok: true };
  });

  route(app, 'POST /api/notifications/removeSubscription', async (request) => {
    const { userId } = requireIdentity(request);
    await db.deleteFrom('push_subscriptions').where('endpoint', '=', request.body.endpoint).where('user_id', '=', userId).execute();
    return { ok: true };
  });

  route(app, 'GET /api/notifications/preferences', async (request) => {
    const { userId } = requireIdentity(request);
    return { enabled: await notificationsEnabled(db, userId), devices: await countSubscriptions(db, userId) };
  });

  route(app, 'POST /api/notifications/preferences', async (request) => {
    const { userId } = requireIdentity(request);
    await setNotifications(db, commandContext(request, app.deps), { userId, enabled: request.body.enabled });
    return { enabled: await notificationsEnabled(db, userId), devices: await countSubscriptions(db, userId) };
  });
};
