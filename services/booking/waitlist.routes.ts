import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listOccurrenceWaitlist } from '../../projections/booking/waitlist.queries';
import { actingOn, requireIdentity, studioActorRole } from '../platform/auth/identity';
import { changeWaitlistLimit, joinWaitlist, leaveWaitlist } from './waitlist.commands';
import { route, commandContext } from '../platform/http/contract-route';

/** The waitlist of a full class: join, change how late to be promoted, leave, and the admin's view of one occurrence's list. */
export const waitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const tz = config.studioTz;

  route(app, 'POST /api/reservas/joinWaitlist', async (request) => {
    const userId = actingOn(request, request.body.clerk_user_id);
    const { horario_id: slotId, fecha, promover_hasta_minutos: promoteUntilMinutesBefore } = request.body;
    const { result } = await joinWaitlist(db, commandContext(request, app.deps), { userId, slotId, fecha, tz, promoteUntilMinutesBefore });
    return result;
  });

  // How late she still wants to be promoted, while on the list (null: until the studio's cutoff).
  route(app, 'POST /api/reservas/waitlistLimit', async (request) => {
    const identity = requireIdentity(request);
    const userId = actingOn(request, request.body.clerk_user_id);
    const { result } = await changeWaitlistLimit(db, commandContext(request, app.deps), {
      userId,
      slotId: request.body.horario_id,
      fecha: request.body.fecha,
      promoteUntilMinutesBefore: request.body.promover_hasta_minutos,
      actor: { userId: identity.userId, role: studioActorRole(identity.role) },
    });
    return result;
  });

  route(app, 'DELETE /api/reservas/leaveWaitlist', async (request) => {
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

  route(app, 'POST /api/reservas/listaDeEspera', async (request) => listOccurrenceWaitlist(db, request.body.horario_id, request.body.fecha));
};
