import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bookingApi } from '../../contract/routes/booking';
import { fail } from '../../events/framework/errors';
import { listCalendarExceptions } from '../../projections/booking/calendar-exceptions.queries';
import { findScheduleSlot } from '../../projections/catalog/schedule-slots.queries';
import { addOneOffClass } from '../catalog/schedule-slot.commands';
import { commandContext } from '../platform/deps';
import { studioTime } from '../../domain/time/studio-time';
import { cancelOccurrence, closeDay, reopenDay, restoreOccurrence } from './calendar.commands';

// A range of exceptions an admin screen asks for at once: a year is plenty, more is a mistake or a scan.
const MAX_RANGE_DAYS = 400;

/** Calendar exceptions (issue 13): the admin closes a day, cancels, moves or restores one class. */
export const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;
  const tz = config.studioTz;
  const admin = { access: 'admin' as const };

  app.post('/api/horarios/closeDate', { config: admin, schema: bookingApi['POST /api/horarios/closeDate'] }, async (request) => {
    const { result } = await closeDay(db, commandContext(request, app.deps), { fecha: request.body.fecha, motivo: request.body.motivo, tz });
    return result;
  });

  app.post('/api/horarios/reopenDate', { config: admin, schema: bookingApi['POST /api/horarios/reopenDate'] }, async (request) => {
    const { result } = await reopenDay(db, commandContext(request, app.deps), { fecha: request.body.fecha, tz });
    return result;
  });

  app.post('/api/horarios/cancelOccurrence', { config: admin, schema: bookingApi['POST /api/horarios/cancelOccurrence'] }, async (request) => {
    const { horario_id, fecha, motivo } = request.body;
    const { result } = await cancelOccurrence(db, commandContext(request, app.deps), { slotId: horario_id, fecha, motivo, tz });
    return result;
  });

  app.post('/api/horarios/restoreOccurrence', { config: admin, schema: bookingApi['POST /api/horarios/restoreOccurrence'] }, async (request) => {
    const { result } = await restoreOccurrence(db, commandContext(request, app.deps), { slotId: request.body.horario_id, fecha: request.body.fecha, tz });
    return result;
  });

  // A move is a one-off class at the new date and time (same discipline, capacity, instructor and duration) and the
  // original occurrence cancelled pointing to it, in one transaction: booked members are told where the class went
  // and book it again (a booking cannot follow on its own: the member may not be free then).
  app.post('/api/horarios/moveOccurrence', { config: admin, schema: bookingApi['POST /api/horarios/moveOccurrence'] }, async (request) => {
    const { horario_id, fecha, nueva_fecha, nueva_hora, motivo } = request.body;
    const slot = await findScheduleSlot(db, horario_id);
    if (!slot) throw fail('SLOT_NOT_FOUND');
    const ctx = commandContext(request, app.deps);
    const keyed = (suffix: string) => ({ ...ctx, idempotencyKey: ctx.idempotencyKey && `${ctx.idempotencyKey}:${suffix}` });
    return db.transaction().execute(async (trx) => {
      const oneOff = await addOneOffClass(trx, keyed('one-off'), {
        fecha: nueva_fecha,
        time: nueva_hora,
        disciplineId: slot.disciplina_id,
        capacity: slot.cupo_maximo,
        details: { instructorId: slot.instructor_id, durationMinutes: slot.duracion_minutos },
        today: studioTime(ctx.now, tz).date,
      });
      const { result } = await cancelOccurrence(trx, keyed('cancel'), { slotId: horario_id, fecha, motivo, tz, movedTo: { slotId: oneOff.id, fecha: nueva_fecha, hora: nueva_hora } });
      return { id: oneOff.id, ...result };
    });
  });

  app.get('/api/horarios/excepciones', { config: admin, schema: bookingApi['GET /api/horarios/excepciones'] }, async (request) => {
    const { desde, hasta } = request.query;
    if (hasta < desde || (Date.parse(hasta) - Date.parse(desde)) / 86_400_000 > MAX_RANGE_DAYS) throw fail('INVALID_VALUE');
    return listCalendarExceptions(db, desde, hasta);
  });
};
