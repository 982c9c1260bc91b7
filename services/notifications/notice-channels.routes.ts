import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countSubscriptions, notificationsEnabled } from '../../projections/notifications/notification-preferences.queries';
import { listChosenChannels } from '../../projections/notifications/notice-channels.queries';
import type { Db } from '../../db/database';
import type { Config } from '../config';
import { requireIdentity, type Identity } from '../platform/auth/identity';
import { route, commandContext } from '../platform/http/contract-route';
import { chooseNoticeChannels } from './notice-channels.commands';
import { defaultChannels } from './notice-channels.decider';
import { noticeGroupsFor } from './notice-groups';

/** What the account screen shows: each kind of notice with where it goes now, and which channels can reach her. */
async function noticeChannels(db: Db, config: Pick<Config, 'email'>, identity: Identity) {
  const [enabled, devices, chosen, user] = await Promise.all([
    notificationsEnabled(db, identity.userId),
    countSubscriptions(db, identity.userId),
    listChosenChannels(db, identity.userId),
    db.selectFrom('users').select('email').where('user_id', '=', identity.userId).executeTakeFirst(),
  ]);
  const byNotice = new Map(chosen.map((c) => [c.notice, c]));
  const fallback = defaultChannels({ push: enabled && devices > 0, email: true });
  return {
    email: { available: Boolean(config.email), address: user?.email ?? '' },
    push: { devices, enabled },
    notices: noticeGroupsFor(identity.role).map((g) => {
      const choice = byNotice.get(g.id);
      return { id: g.id, label: g.label, hint: g.hint, ...(choice ? { push: choice.push, email: choice.email } : fallback), chosen: Boolean(choice) };
    }),
  };
}

/** A member's channels (push, email, both or none) per kind of notice, on her account screen. */
export const noticeChannelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  route(app, 'GET /api/notifications/channels', async (request) => noticeChannels(db, config, requireIdentity(request)));

  route(app, 'POST /api/notifications/channels', async (request) => {
    const identity = requireIdentity(request);
    const { notice, push, email } = request.body;
    await chooseNoticeChannels(db, commandContext(request, app.deps), { userId: identity.userId, notice, push, email });
    return noticeChannels(db, config, identity);
  });
};
