import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOccurrenceWaitlist } from '../../projections/booking/waitlist.queries';
import { actingOn, requireIdentity, studioActorRole } from '../platform/auth/identity';
import { commandContext } from '../platform/deps';
import { joinWaitlist, leaveWaitlist } from './waitlist.commands';
import { bookingApi } from '../../contract/routes/booking';

/** The waitlist of a full class: join, leave, and the admin's view of one occurrence's list. */
export const waitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const tz = config.studioTz;

  app.post('/api/reservas/joinWaitlist', {
    schema: bookingApi['POST /api/reservas/joinWaitlist'],
  }, async (request) => {
    const userId = actingOn(request, request.body.clerk_user_id);
    const { result } = await joinWaitlist(db, commandContext(request, app.deps), { userId, slotId: request.body.horario_id, fecha: request.body.fecha, tz });
    return result;
  });

  app.delete('/api/reservas/leaveWaitlist', {
    schema: bookingApi['DELETE /api/reservas/leaveWaitlist'],
  }, async (request) => {
    const identity = requireIdentity(request);
    const userId = actingOn(request, request.body.clerk_user_id);
    const { result } = await leaveWaitlist(db, commandContext(request, app.deps), {
      userId,
      slotId: request.body.horario_id,
      fecha: request.body.fecha,
      actor: { userId: identity.userId, role: studioActorRole(identity.role) },
    });
    return result;
  });

  app.post('/api/reservas/listaDeEspera', {
    config: { access: 'admin' },
    schema: bookingApi['POST /api/reservas/listaDeEspera'],
  }, async (request) => listOccurrenceWaitlist(db, request.body.horario_id, request.body.fecha));
};
