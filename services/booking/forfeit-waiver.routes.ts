import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { waiveForfeit } from './forfeit-waiver.commands';
import { route, commandContext } from '../platform/http/contract-route';

/** An admin gives back a credit a late cancellation forfeited; the member reads the reason in their history. */
export const forfeitWaiverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;

  route(app, 'POST /api/reservas/waiveForfeit', async (request) => waiveForfeit(db, commandContext(request, app.deps), { bookingId: request.body.id, reason: request.body.motivo }));
};
