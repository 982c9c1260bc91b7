import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { findUser } from '../../projections/membership/users.queries';
import { actingOn } from '../platform/auth/identity';
import type { Db } from '../../db/database';
import { adjustCredits, assignPackage } from './member-package.commands';
import { creditHistoryView, memberPackageView } from './member-package.view';
import { route, commandContext } from '../platform/http/contract-route';

async function requireUser(db: Db, userId: string) {
  if (!(await findUser(db, userId))) throw fail('USER_NOT_FOUND');
}

/** Admin changes to a member's package and credits, and the credit history (member: own; admin: anyone). */
export const memberPackageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;

  route(app, 'POST /api/paquetes/assignPackageToUser', async (request) => {
    const body = request.body;
    await requireUser(db, body.clerkUserId);
    await assignPackage(db, commandContext(request, app.deps), {
      userId: body.clerkUserId,
      packageId: body.paqueteId,
      validUntil: body.validoHasta?.slice(0, 10) ?? undefined,
      credits: body.creditos_restantes ?? undefined,
      reason: body.motivo,
      receiptUrl: body.comprobante_url,
      tz: config.studioTz,
    });
    return memberPackageView(db, body.clerkUserId, clock.now(), config.studioTz);
  });

  route(app, 'POST /api/paquetes/adjustCredits', async (request) => {
    const { clerkUserId, delta, reason } = request.body;
    await requireUser(db, clerkUserId);
    await adjustCredits(db, commandContext(request, app.deps), { userId: clerkUserId, delta, reason, tz: config.studioTz });
    return memberPackageView(db, clerkUserId, clock.now(), config.studioTz);
  });

  route(app, 'POST /api/paquetes/getCreditHistory', async (request) => creditHistoryView(db, actingOn(request, request.body?.clerkUserId)));
};
