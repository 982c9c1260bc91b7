import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAgenda } from '../../projections/booking/agenda.queries';
import { listMemberBookingHistory, listOccurrenceHistory } from '../../projections/booking/booking-history.queries';
import { listMemberBookings, listRoster } from '../../projections/booking/bookings.queries';
import { actingOn, requireIdentity, studioActorRole } from '../platform/auth/identity';
import { studioTime } from '../../domain/time/studio-time';
import { reserveSlot } from './booking.commands';
import { cancelBookingWithWaitlist } from './waitlist.commands';
import { listMemberWaitlist } from '../../projections/booking/waitlist.queries';
import { countLateCancelsForgiven, listDisciplinePolicies, listMemberBookingPolicies, listMovedBookings } from '../../projections/booking/booking-policy.queries';
import { cancelNotice, STUDIO_DEFAULT_POLICY } from './booking-policy';
import { agendaRules } from './agenda-rules';
import { findMemberMakeupTerms } from '../../projections/booking/makeups.queries';
import { makeupCancelTerms } from './makeup.view';
import { route, commandContext } from '../platform/http/contract-route';

/** Turnos: docs/product.md §7 Bookings, the agenda's availability, and the admin's audit. */
export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;
  const tz = config.studioTz;

  route(app, 'POST /api/reservas/addReserva', async (request) => {
    const userId = actingOn(request, request.body.clerk_user_id);
    const { result } = await reserveSlot(db, commandContext(request, app.deps), { userId, slotId: request.body.horario_id, fecha: request.body.fecha, tz });
    return result;
  });

  route(app, 'DELETE /api/reservas/deleteReserva', async (request) => {
    const identity = requireIdentity(request);
    actingOn(request, request.body.clerk_user_id);
    // A freed place goes to the class's waitlist in the same transaction.
    const { result } = await cancelBookingWithWaitlist(db, commandContext(request, app.deps), {
      bookingId: request.body.id,
      actor: { userId: identity.userId, role: studioActorRole(identity.role) },
      reason: studioActorRole(identity.role),
      tz,
    });
    return result;
  });

  route(app, 'POST /api/reservas/getReservasByIdUsr', async (request) => {
    const userId = actingOn(request, request.body?.clerkUserId);
    const now = studioTime(clock.now(), tz);
    const today = now.date;
    const [bookings, waiting, policies, forgiven, moved, makeups] = await Promise.all([
      listMemberBookings(db, userId, today),
      listMemberWaitlist(db, userId, today),
      listMemberBookingPolicies(db, userId, today),
      countLateCancelsForgiven(db, userId, today.slice(0, 7)),
      listMovedBookings(db, userId, today),
      findMemberMakeupTerms(db, userId),
    ]);
    // What cancelling each booking now costs, from the same terms the cancel decision applies (booking-policy.ts).
    const cancelacion = (b: { id: number; fecha: string; hora: string }) =>
      cancelNotice(policies.get(b.id) ?? STUDIO_DEFAULT_POLICY, { ...b, movedAt: moved.get(b.id)?.movedAt }, { date: now.date, minutes: now.minutes }, forgiven);
    // Bookings and waitlist entries side by side, by date then time; `estado` tells them apart (their ids are of different kinds).
    return [
      ...bookings.map((b) => {
        const terms = cancelacion(b);
        const freeNow = terms.devuelve_credito && terms.tardias_sin_costo_restantes === null;
        return { ...b, estado: 'reservado' as const, posicion: null, lugar_ofrecido: false, cancelacion: terms, movida_desde: moved.get(b.id)?.from ?? null, ...makeupCancelTerms(makeups, b, freeNow, today) };
      }),
      ...waiting.map((w) => ({ ...w, estado: 'en_espera' as const, cancelacion: null })),
    ].sort((a, b) => a.fecha.localeCompare(b.fecha) || a.hora.localeCompare(b.hora));
  });

  route(app, 'GET /api/horarios/getCuposDisponibles', async (request) => {
    // Anyone signed in reads the timetable (booking is what needs a package); only the viewer's own bookings and
    // late cancellations ride on it.
    const viewerId = requireIdentity(request).userId;
    const now = studioTime(clock.now(), tz);
    const [agenda, policies, forgiven] = await Promise.all([
      listAgenda(db, viewerId, { date: now.date, minutes: now.minutes }),
      listDisciplinePolicies(db),
      countLateCancelsForgiven(db, viewerId, now.date.slice(0, 7)),
    ]);
    return agenda.map((o) => ({ ...o, reglas: agendaRules(policies.get(o.disciplina_id) ?? STUDIO_DEFAULT_POLICY, o, now, forgiven) }));
  });

  route(app, 'POST /api/reservas/historialUsuario', async (request) => listMemberBookingHistory(db, actingOn(request, request.body?.clerkUserId)));

  route(app, 'POST /api/reservas/ocupacion', async (request) => {
    const { horario_id, fecha } = request.body;
    const [roster, history] = await Promise.all([listRoster(db, horario_id, fecha), listOccurrenceHistory(db, horario_id, fecha)]);
    return { roster: roster.map((r) => ({ ...r, booked_at: new Date(r.booked_at).toISOString() })), history };
  });
};
