import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SlotDetails, SlotShape } from '../../events/catalog/catalog.events';
import { fail } from '../../events/framework/errors';
import { findScheduleSlot, listInstructors, listScheduleSlots, type ScheduleSlotView } from '../../projections/catalog/schedule-slots.queries';
import { studioTime } from '../../domain/time/studio-time';
import { addOneOffClass, addScheduleSlot, changeScheduleSlot, removeScheduleSlot } from './schedule-slot.commands';
import { DEFAULT_DETAILS } from './schedule-slot.decider';
import { isoWeekday } from '../../domain/catalog/weekdays';
import { route, commandContext } from '../platform/http/contract-route';

interface HorarioFields {
  dia_semana?: string | null;
  hora?: string | null;
  disciplina_id?: number | null;
  cupo_maximo?: number | null;
  instructor_id?: string | null;
  duracion_minutos?: number;
}

/** The instructor and duration the body sets, over what the slot has (`current`); undefined: neither sent. */
function detailsFrom(body: HorarioFields, current: SlotDetails): SlotDetails | undefined {
  if (body.instructor_id === undefined && body.duracion_minutos === undefined) return undefined;
  return {
    instructorId: body.instructor_id === undefined ? current.instructorId : body.instructor_id,
    durationMinutes: body.duracion_minutos ?? current.durationMinutes,
  };
}

/** docs/product.md §5: day, hora, disciplina and cupo_maximo are all required. */
export function slotFromHorario(body: HorarioFields): SlotShape {
  const { dia_semana, hora, disciplina_id, cupo_maximo } = body;
  if (!dia_semana?.trim() || !hora?.trim() || disciplina_id == null || cupo_maximo == null) {
    throw fail('FIELDS_REQUIRED');
  }
  const weekday = isoWeekday(dia_semana);
  if (weekday === undefined) throw fail('INVALID_WEEKDAY');
  return { weekday, time: hora.trim(), disciplineId: disciplina_id, capacity: cupo_maximo };
}

const toHorario = ({ weekday: _weekday, ...horario }: ScheduleSlotView) => horario;
const detailsOf = (slot: ScheduleSlotView | undefined): SlotDetails =>
  slot ? { instructorId: slot.instructor_id, durationMinutes: slot.duracion_minutos } : DEFAULT_DETAILS;

/** docs/product.md §7 weekly schedule. Per-date availability (getCuposDisponibles) belongs to the booking work. */
export const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;

  // The weekly template, then the one-off classes from today on (those carry their `fecha`).
  route(app, 'GET /api/horarios/getHorarios', async () => (await listScheduleSlots(db, { oneOffsFrom: studioTime(app.deps.clock.now(), app.deps.config.studioTz).date })).map(toHorario));

  route(app, 'GET /api/horarios/profesores', async () => listInstructors(db));

  route(app, 'POST /api/horarios/addOneOff', async (request, reply) => {
    const { fecha, hora, disciplina_id, cupo_maximo } = request.body;
    const created = await addOneOffClass(db, commandContext(request, app.deps), {
      fecha,
      time: hora.trim(),
      disciplineId: disciplina_id,
      capacity: cupo_maximo,
      details: detailsFrom(request.body, DEFAULT_DETAILS) ?? DEFAULT_DETAILS,
      today: studioTime(app.deps.clock.now(), app.deps.config.studioTz).date,
    });
    return reply.code(201).send(created);
  });

  route(app, 'POST /api/horarios/getHoraDisciplinaById', async (request) => {
    // Removed slots too: a past booking still shows its time and discipline.
    const slot = await findScheduleSlot(db, request.body.id, { includeRemoved: true });
    if (!slot) throw fail('SCHEDULE_SLOT_NOT_FOUND');
    return { hora: slot.hora, disciplina: slot.disciplina };
  });

  route(app, 'POST /api/horarios/addHorario', async (request, reply) => {
    const created = await addScheduleSlot(db, commandContext(request, app.deps), slotFromHorario(request.body), detailsFrom(request.body, DEFAULT_DETAILS));
    return reply.code(201).send(created);
  });

  // docs/product.md §7: updating sets cupo_disponible to cupo_maximo; here the weekly slot's cupo_disponible always is.
  route(app, 'POST /api/horarios/updateHorario', async (request) => {
    const { id } = request.body;
    const slot = slotFromHorario(request.body);
    const details = detailsFrom(request.body, detailsOf(await findScheduleSlot(db, id)));
    await changeScheduleSlot(db, commandContext(request, app.deps), { id, slot, details });
    return toHorario((await findScheduleSlot(db, id, { includeRemoved: true }))!);
  });

  route(app, 'POST /api/horarios/deleteHorario', async (request) => {
    await removeScheduleSlot(db, commandContext(request, app.deps), { id: request.body.id });
    return { id: request.body.id };
  });
};
