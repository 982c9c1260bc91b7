import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DomainError, fail } from '../../events/framework/errors';
import { isMemberDeleted } from '../../projections/membership/users.queries';
import { chooseNoticeChannels } from '../notifications/notice-channels.commands';
import { findNoticeGroup } from '../notifications/notices.view';
import { route, commandContext } from '../platform/http/contract-route';
import { emailStatus } from './email-status';
import { emailLinkSecret } from './link-secret';
import { unsubscribePage, type UnsubscribePageState } from './unsubscribe-page';
import { readUnsubscribeToken } from './unsubscribe-link';

/** The one-click unsubscribe link of notice mails (RFC 8058) and the admins' view of the outbox. */
export const emailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, database, clock } = app.deps;
  // A mail client's one-click POST is a form (`List-Unsubscribe=One-Click`); nothing in it is needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const page = (reply: FastifyReply, status: number, state: UnsubscribePageState) =>
    reply.code(status).header('content-type', 'text/html; charset=utf-8').send(unsubscribePage(config.studioName, state));

  /** Who and which notice the link names; a forged, stale or dead link answers its refusal as a page. */
  const readLink = async (token: string) => {
    const link = readUnsubscribeToken(await emailLinkSecret(config, database), token, clock.now());
    const group = findNoticeGroup(link.notice);
    if (!group || (await isMemberDeleted(db, link.userId))) throw fail('UNSUBSCRIBE_LINK_EXPIRED');
    return { ...link, group };
  };
  const refused = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof DomainError)) throw error;
    return page(reply, error.status, { step: 'refused', detail: error.detail });
  };

  route(app, 'GET /api/email/unsubscribe', async (request, reply) => {
    try {
      const { group } = await readLink(request.query.t);
      return page(reply, 200, { step: 'confirm', notice: group.label, action: `/api/email/unsubscribe?t=${encodeURIComponent(request.query.t)}` });
    } catch (error) {
      return refused(reply, error);
    }
  });

  route(app, 'POST /api/email/unsubscribe', async (request, reply) => {
    try {
      const { userId, group } = await readLink(request.query.t);
      await chooseNoticeChannels(db, { ...commandContext(request, app.deps, {}), actorId: userId }, { userId, notice: group.id, stopEmail: true });
      return page(reply, 200, { step: 'done', notice: group.label });
    } catch (error) {
      return refused(reply, error);
    }
  });

  route(app, 'GET /api/admin/email', async () => emailStatus(db, Boolean(config.email)));
};
