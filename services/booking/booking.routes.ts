import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listAgenda } from '../../projections/booking/agenda.queries';
import { listMemberBookingHistory, listOccurrenceHistory } from '../../projections/booking/booking-history.queries';
import { listMemberBookings, listRoster } from '../../projections/booking/bookings.queries';
import { actingOn, requireIdentity } from '../platform/auth/identity';
import { commandContext } from '../platform/deps';
import { problemResponses } from '../../contract/http';
import { studioTime } from '../../domain/time/studio-time';
import { cancelBooking, reserveSlot } from './booking.commands';
import { AddReservaBody, CupoSchema, DeleteReservaBody, HistoryEntrySchema, OccurrenceBody, ReservaSchema, UserBody } from '../../contract/booking';

/** Turnos: SPEC.md §7 Bookings, the agenda's availability, and the admin's audit. */
export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;
  const tz = config.studioTz;

  app.post('/api/reservas/addReserva', {
    schema: { body: AddReservaBody, response: { 200: Type.Object({ id: Type.Integer() }), ...problemResponses } },
  }, async (request) => {
    const userId = actingOn(request, request.body.clerk_user_id);
    const { result } = await reserveSlot(db, commandContext(request, app.deps), { userId, slotId: request.body.horario_id, fecha: request.body.fecha, tz });
    return result;
  });

  app.delete('/api/reservas/deleteReserva', {
    schema: { body: DeleteReservaBody, response: { 200: Type.Object({ id: Type.Integer() }), ...problemResponses } },
  }, async (request) => {
    const identity = requireIdentity(request);
    actingOn(request, request.body.clerk_user_id);
    const { result } = await cancelBooking(db, commandContext(request, app.deps), {
      bookingId: request.body.id,
      actor: { userId: identity.userId, role: identity.role },
      reason: identity.role === 'admin' ? 'admin' : 'member',
      tz,
    });
    return result;
  });

  app.post('/api/reservas/getReservasByIdUsr', {
    schema: { body: UserBody, response: { 200: Type.Array(ReservaSchema), ...problemResponses } },
  }, async (request) => {
    const userId = actingOn(request, request.body?.clerkUserId);
    return listMemberBookings(db, userId, studioTime(clock.now(), tz).date);
  });

  app.get('/api/horarios/getCuposDisponibles', {
    schema: { response: { 200: Type.Array(CupoSchema), ...problemResponses } },
  }, async (request) => {
    const now = studioTime(clock.now(), tz);
    return listAgenda(db, requireIdentity(request).userId, { date: now.date, minutes: now.minutes });
  });

  app.post('/api/reservas/historialUsuario', {
    config: { access: 'admin' },
    schema: { body: UserBody, response: { 200: Type.Array(HistoryEntrySchema), ...problemResponses } },
  }, async (request) => listMemberBookingHistory(db, actingOn(request, request.body?.clerkUserId)));

  app.post('/api/reservas/ocupacion', {
    config: { access: 'admin' },
    schema: {
      body: OccurrenceBody,
      response: {
        200: Type.Object({
          roster: Type.Array(Type.Object({ id: Type.Integer(), clerk_user_id: Type.String(), nombre: Type.String(), booked_at: Type.String() })),
          history: Type.Array(HistoryEntrySchema),
        }),
        ...problemResponses,
      },
    },
  }, async (request) => {
    const { horario_id, fecha } = request.body;
    const [roster, history] = await Promise.all([listRoster(db, horario_id, fecha), listOccurrenceHistory(db, horario_id, fecha)]);
    return { roster: roster.map((r) => ({ ...r, booked_at: new Date(r.booked_at).toISOString() })), history };
  });
};
