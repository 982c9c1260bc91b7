import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { addDays, format, parseISO } from 'date-fns';
import { studioTime } from '../../domain/time/studio-time';
import { fail } from '../../events/framework/errors';
import { listAgenda } from '../../projections/booking/agenda.queries';
import { listMemberBookings } from '../../projections/booking/bookings.queries';
import { findCalendarFeedOwner, findCalendarFeedSecret } from '../../projections/reminders/reminders.queries';
import { requireIdentity } from '../platform/auth/identity';
import { route, commandContext } from '../platform/http/contract-route';
import { classCalendar } from './icalendar';
import { openCalendarFeed, revokeCalendarFeed } from './reminders.commands';

// A member's feed keeps a month of past classes, so a calendar app does not wipe what she just attended.
const PAST_DAYS = 30;
const feedPath = (secret: string | null) => (secret ? `/api/calendario/${secret}.ics` : null);

const sendCalendar = (reply: FastifyReply, body: string, visibility: 'public' | 'private') =>
  reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', 'inline; filename="calendario.ics"')
    // Calendar apps poll; a few minutes of caching is what they tolerate, and a private feed stays out of shared caches.
    .header('cache-control', `${visibility}, max-age=300`)
    .send(body);

/**
 * Calendar feeds: each member's private one (her booked classes, opened by a secret she can renew or revoke on
 * /cuenta) and the studio's public weekly timetable. A calendar app fetches them without a session.
 */
export const calendarFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;
  const tz = config.studioTz;

  route(app, 'GET /api/calendario/miCalendario', async (request) => ({ ruta: feedPath(await findCalendarFeedSecret(db, requireIdentity(request).userId)) }));

  route(app, 'POST /api/calendario/renovar', async (request) => {
    const secret = await openCalendarFeed(db, commandContext(request, app.deps), requireIdentity(request).userId);
    return { ruta: feedPath(secret) };
  });

  route(app, 'POST /api/calendario/revocar', async (request) => {
    await revokeCalendarFeed(db, commandContext(request, app.deps), requireIdentity(request).userId);
    return { ruta: null };
  });

  route(app, 'GET /api/calendario/estudio.ics', async (_request, reply) => {
    const now = clock.now();
    const classes = (await listAgenda(db, '', studioTime(now, tz)))
      .filter((c) => c.cancelada === null)
      .map((c) => ({
        uid: `clase-${c.horario_id}-${c.fecha}@pulso`,
        fecha: c.fecha,
        hora: c.hora,
        durationMinutes: c.duracion_minutos ?? 60,
        title: c.disciplina,
        description: c.profesor ? `Con ${c.profesor}` : undefined,
      }));
    return sendCalendar(reply, classCalendar({ name: `${config.studioName}: horarios`, tz, now, classes }), 'public');
  });

  route(app, 'GET /api/calendario/:archivo', async (request, reply) => {
    const userId = await findCalendarFeedOwner(db, request.params.archivo.replace(/\.ics$/, ''));
    if (!userId) throw fail('CALENDAR_FEED_NOT_FOUND');
    const now = clock.now();
    const since = format(addDays(parseISO(studioTime(now, tz).date), -PAST_DAYS), 'yyyy-MM-dd');
    const classes = (await listMemberBookings(db, userId, since)).map((b) => ({
      uid: `turno-${b.id}@pulso`,
      fecha: String(b.fecha).slice(0, 10),
      hora: b.hora,
      durationMinutes: b.duracion_minutos,
      title: b.disciplina,
      description: b.profesor ? `Con ${b.profesor}` : undefined,
    }));
    return sendCalendar(reply, classCalendar({ name: `${config.studioName}: mis clases`, tz, now, classes }), 'private');
  });
};
