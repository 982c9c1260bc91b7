import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { listCalendarExceptions } from '../../projections/booking/calendar-exceptions.queries';
import { requireStudioDate } from '../platform/studio-dates';
import { studioTime } from '../../domain/time/studio-time';
import { cancelOccurrence, closeDay, moveOccurrence, reopenDay, restoreOccurrence } from './calendar.commands';
import { route, commandContext } from '../platform/http/contract-route';

// A range of exceptions an admin screen asks for at once: a year is plenty, more is a mistake or a scan.
const MAX_RANGE_DAYS = 400;

/** Calendar exceptions: the admin closes a day, cancels, moves or restores one class. */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const tz = config.studioTz;

  route(app, 'POST /api/horarios/closeDate', async (request) => {
    const { fecha, motivo, correr_vencimientos } = request.body;
    const { result } = await closeDay(db, commandContext(request, app.deps), { fecha, motivo, movesExpiries: correr_vencimientos, tz });
    return result;
  });

  route(app, 'POST /api/horarios/reopenDate', async (request) => {
    const { result } = await reopenDay(db, commandContext(request, app.deps), { fecha: request.body.fecha, tz });
    return result;
  });

  route(app, 'POST /api/horarios/cancelOccurrence', async (request) => {
    const { horario_id, fecha, motivo } = request.body;
    const { result } = await cancelOccurrence(db, commandContext(request, app.deps), { slotId: horario_id, fecha, motivo, tz });
    return result;
  });

  route(app, 'POST /api/horarios/restoreOccurrence', async (request) => {
    const { result } = await restoreOccurrence(db, commandContext(request, app.deps), { slotId: request.body.horario_id, fecha: request.body.fecha, tz });
    return result;
  });

  route(app, 'POST /api/horarios/moveOccurrence', async (request) => {
    const { horario_id, fecha, nueva_fecha, nueva_hora, motivo } = request.body;
    return moveOccurrence(db, commandContext(request, app.deps), { slotId: horario_id, fecha, motivo, nuevaFecha: nueva_fecha, nuevaHora: nueva_hora, tz });
  });

  route(app, 'GET /api/horarios/excepciones', async (request) => {
    const { desde, hasta } = request.query;
    if (hasta < desde || (Date.parse(hasta) - Date.parse(desde)) / 86_400_000 > MAX_RANGE_DAYS) throw fail('INVALID_VALUE');
    const today = studioTime(app.deps.clock.now(), tz).date;
    requireStudioDate(desde, today);
    requireStudioDate(hasta, today);
    return listCalendarExceptions(db, desde, hasta);
  });
};
