import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchMembers } from '../../projections/attendance/class-console.queries';
import { listMemberClasses } from '../../projections/attendance/member-history.queries';
import { actingOn, requireIdentity } from '../platform/auth/identity';
import { requireStudioDate } from '../platform/studio-dates';
import { studioTime } from '../../domain/time/studio-time';
import { cancelBookingWithWaitlist } from '../booking/waitlist.commands';
import { decideAttendance, staffBook } from './attendance.commands';
import { classDay, upcomingClassDays } from './class-day';
import { historialEntryOf } from './member-history';
import { route, commandContext } from '../platform/http/contract-route';


/** The coach's class console (admins and coaches) and the member's class history. */
export const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;
  const tz = config.studioTz;
  const now = () => studioTime(clock.now(), tz);

  route(app, 'POST /api/reservas/checkIn', async (request) => {
    const { result } = await decideAttendance(db, commandContext(request, app.deps), { type: 'CheckIn', bookingId: request.body.id, tz });
    return result;
  });

  route(app, 'POST /api/reservas/undoCheckIn', async (request) => {
    const { result } = await decideAttendance(db, commandContext(request, app.deps), { type: 'UndoCheckIn', bookingId: request.body.id, tz });
    return result;
  });

  route(app, 'POST /api/clases/getClasesDelDia', async (request) => {
    const today = now();
    const fecha = request.body?.fecha ?? today.date;
    requireStudioDate(fecha, today.date);
    return classDay(db, fecha, today);
  });

  // The staff home: today's classes and the next day's, with their rosters (coaches and admins).
  route(app, 'GET /api/clases/proximas', async () => upcomingClassDays(db, now()));

  route(app, 'POST /api/clases/anotarSocio', async (request) => {
    const b = request.body;
    const { result } = await staffBook(db, commandContext(request, app.deps), {
      userId: b.clerk_user_id,
      slotId: b.horario_id,
      fecha: b.fecha,
      walkIn: b.sin_reserva,
      consumeCredit: b.descontar_credito,
      reason: b.motivo,
      tz,
    });
    return result;
  });

  // Cancelling for a member is the studio's cancellation: the place goes to the waitlist, the credit back as usual.
  route(app, 'POST /api/clases/cancelarReserva', async (request) => {
    const identity = requireIdentity(request);
    const { result } = await cancelBookingWithWaitlist(db, commandContext(request, app.deps), {
      bookingId: request.body.id,
      actor: { userId: identity.userId, role: 'admin' },
      reason: 'admin',
      tz,
    });
    return result;
  });

  route(app, 'POST /api/clases/buscarSocios', async (request) =>
    searchMembers(db, request.body.texto),
  );

  route(app, 'POST /api/reservas/getHistorial', async (request) => {
    const userId = actingOn(request, request.body?.clerkUserId);
    const today = now();
    const rows = await listMemberClasses(db, userId, today.date);
    return rows.flatMap((r) => historialEntryOf(r, today));
  });
};
