import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findMemberPhone, listMemberPhones } from '../../projections/membership/member-phones.queries';
import { actingOn, requireIdentity } from '../platform/auth/identity';
import { route, commandContext } from '../platform/http/contract-route';
import { setMemberPhone } from './member-phone.commands';

/** Members' mobiles for WhatsApp: hers on /cuenta, an admin's on a member's card, staff's links on their screens. */
export const memberPhoneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;

  route(app, 'GET /api/user/telefono', async (request) => ({ telefono: await findMemberPhone(db, requireIdentity(request).userId) }));

  route(app, 'PUT /api/user/telefono', async (request) => {
    const userId = actingOn(request, request.body.clerkUserId);
    return { telefono: await setMemberPhone(db, commandContext(request, app.deps), { userId, typed: request.body.telefono }) };
  });

  // Coaches too: a phone is how they reach a member about a class (it is not money).
  route(app, 'POST /api/user/telefonos', async (request) => {
    const phones = await listMemberPhones(db, request.body.clerkUserIds);
    return [...phones].map(([clerkUserId, telefono]) => ({ clerkUserId, telefono }));
  });
};
