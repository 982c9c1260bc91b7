import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { problemResponses } from '../../contract/http';
import { OccurrenceBody } from '../../contract/booking';
import { JoinWaitlistReply, LeaveWaitlistReply, WaitlistBody, WaitlistEntrySchema } from '../../contract/waitlist';
import { listOccurrenceWaitlist } from '../../projections/booking/waitlist.queries';
import { actingOn, requireIdentity, studioActorRole } from '../platform/auth/identity';
import { commandContext } from '../platform/deps';
import { joinWaitlist, leaveWaitlist } from './waitlist.commands';

/** The waitlist of a full class: join, leave, and the admin's view of one occurrence's list. */
export const waitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const tz = config.studioTz;

  app.post('/api/reservas/joinWaitlist', {
    schema: { body: WaitlistBody, response: { 200: JoinWaitlistReply, ...problemResponses } },
  }, async (request) => {
    const userId = actingOn(request, request.body.clerk_user_id);
    const { result } = await joinWaitlist(db, commandContext(request, app.deps), { userId, slotId: request.body.horario_id, fecha: request.body.fecha, tz });
    return result;
  });

  app.delete('/api/reservas/leaveWaitlist', {
    schema: { body: WaitlistBody, response: { 200: LeaveWaitlistReply, ...problemResponses } },
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
    schema: { body: OccurrenceBody, response: { 200: Type.Array(WaitlistEntrySchema), ...problemResponses } },
  }, async (request) => listOccurrenceWaitlist(db, request.body.horario_id, request.body.fecha));
};
