import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listRequests } from '../../projections/packages/package-requests.queries';
import { actingOn } from '../platform/auth/identity';
import { approveRequest, rejectRequest } from './member-package.commands';
import { memberPackageView, toRequestRow } from './member-package.view';
import { route, commandContext } from '../platform/http/contract-route';

/** The member's package (self, or anyone for admins) and the admin's queue of proof-of-payment requests. */
export const packageRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;

  route(app, 'POST /api/paquetes/getUserPackage', async (request) => memberPackageView(db, actingOn(request, request.body?.clerkUserId), clock.now(), config.studioTz));

  route(app, 'GET /api/paquetes/requests', async (request) => (await listRequests(db, request.query.status ?? 'pending')).map(toRequestRow));

  route(app, 'POST /api/paquetes/approveRequest', async (request) => {
    const { requestId, validoHasta, creditos, motivo } = request.body;
    const adjust = validoHasta !== undefined || creditos !== undefined ? { validUntil: validoHasta, credits: creditos, reason: motivo } : undefined;
    const { result } = await approveRequest(db, commandContext(request, app.deps), { requestId, tz: config.studioTz, adjust });
    return memberPackageView(db, result.userId, clock.now(), config.studioTz);
  });

  route(app, 'POST /api/paquetes/rejectRequest', async (request) => {
    const { result } = await rejectRequest(db, commandContext(request, app.deps), request.body);
    return memberPackageView(db, result.userId, clock.now(), config.studioTz);
  });
};
