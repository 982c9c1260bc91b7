import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SlotShape } from '../../events/catalog/catalog.events';
import { fail } from '../../events/framework/errors';
import { findScheduleSlot, listScheduleSlots, type ScheduleSlotView } from '../../projections/catalog/schedule-slots.queries';
import { commandContext } from '../platform/deps';
import { addScheduleSlot, changeScheduleSlot, removeScheduleSlot } from './schedule-slot.commands';
import { isoWeekday } from '../../domain/catalog/weekdays';
import { catalogApi } from '../../contract/routes/catalog';

interface HorarioFields {
  dia_semana?: string | null;
  hora?: string | null;
  disciplina_id?: number | null;
  cupo_maximo?: number | null;
}

/** SPEC.md §5: day, hora, disciplina and cupo_maximo are all required. */
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

/** SPEC.md §7 weekly schedule. Per-date availability (getCuposDisponibles) belongs to the booking work. */
export const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;
  const admin = { access: 'admin' as const };

  app.get('/api/horarios/getHorarios', {
    schema: catalogApi['GET /api/horarios/getHorarios'],
  }, async () => (await listScheduleSlots(db)).map(toHorario));

  app.post('/api/horarios/getHoraDisciplinaById', {
    schema: catalogApi['POST /api/horarios/getHoraDisciplinaById'],
  }, async (request) => {
    // Removed slots too: a past booking still shows its time and discipline.
    const slot = await findScheduleSlot(db, request.body.id, { includeRemoved: true });
    if (!slot) throw fail('SCHEDULE_SLOT_NOT_FOUND');
    return { hora: slot.hora, disciplina: slot.disciplina };
  });

  app.post('/api/horarios/addHorario', {
    config: admin,
    schema: catalogApi['POST /api/horarios/addHorario'],
  }, async (request, reply) => {
    const created = await addScheduleSlot(db, commandContext(request, app.deps), slotFromHorario(request.body));
    return reply.code(201).send(created);
  });

  // SPEC.md: updating sets cupo_disponible to cupo_maximo; here the weekly slot's cupo_disponible always is.
  app.post('/api/horarios/updateHorario', {
    config: admin,
    schema: catalogApi['POST /api/horarios/updateHorario'],
  }, async (request) => {
    const { id } = request.body;
    await changeScheduleSlot(db, commandContext(request, app.deps), { id, slot: slotFromHorario(request.body) });
    return toHorario((await findScheduleSlot(db, id, { includeRemoved: true }))!);
  });

  app.post('/api/horarios/deleteHorario', {
    config: admin,
    schema: catalogApi['POST /api/horarios/deleteHorario'],
  }, async (request) => {
    await removeScheduleSlot(db, commandContext(request, app.deps), { id: request.body.id });
    return { id: request.body.id };
  });
};
