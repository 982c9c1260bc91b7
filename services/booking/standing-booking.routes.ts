import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listMemberStandingBookings } from '../../projections/booking/standing-bookings.queries';
import { actingOn, requireIdentity } from '../platform/auth/identity';
import { clearStandingBooking, setStandingBooking } from './standing-booking.commands';
import { bookNewStandingWeeks } from './standing-booking.job';
import { route, commandContext } from '../platform/http/contract-route';

/** Turnos fijos: "Repetir todas las semanas", "Quitar", and the member's list (staff may name a member). */
export const standingBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  route(app, 'POST /api/reservas/turnoFijo', async (request) => {
    const userId = requireIdentity(request).userId;
    const { result } = await setStandingBooking(db, commandContext(request, app.deps), { userId, slotId: request.body.horario_id, tz: config.studioTz });
    // Committed: the weeks already open are booked now, under the job's keys (a retried request books nothing twice).
    // The turno fijo is set whatever happens here: if this pass fails, the job's next run books those weeks.
    const reservadas = await bookNewStandingWeeks({ db, clock: app.deps.clock, studioTz: config.studioTz }, { userId, slotId: result.horario_id })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'turno fijo: las semanas abiertas quedan para el próximo paso del job');
        return [];
      });
    return { ...result, reservadas };
  });

  route(app, 'POST /api/reservas/quitarTurnoFijo', async (request) => {
    const userId = requireIdentity(request).userId;
    const { result } = await clearStandingBooking(db, commandContext(request, app.deps), { userId, slotId: request.body.horario_id });
    return result;
  });

  route(app, 'GET /api/reservas/misTurnosFijos', async (request) => listMemberStandingBookings(db, actingOn(request, request.query.clerkUserId)));
};
