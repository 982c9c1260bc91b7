import type { ScheduleSlotEvent, SlotShape } from '../../events/catalog/catalog.events';
import { scheduleSlotEventTypes } from '../../events/catalog/catalog.events';
import { weekdayName } from '../../domain/catalog/weekdays';
import type { Projector } from '../runner/projection';

const columns = (slot: SlotShape) => ({
  weekday: slot.weekday,
  dia_semana: weekdayName(slot.weekday),
  hora: slot.time,
  disciplina_id: slot.disciplineId,
  cupo_maximo: slot.capacity,
});

/**
 * schedule_slots: the weekly schedule and the one-off classes (with a fecha), each with its instructor and duration;
 * removed slots stay with deleted = true (past bookings still name them).
 */
export const scheduleSlotsProjector: Projector = {
  name: 'schedule_slots@v1',
  tables: ['schedule_slots'],
  handles: scheduleSlotEventTypes,
  async apply(trx, recorded) {
    const event = recorded as unknown as ScheduleSlotEvent;
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'ScheduleSlotAdded': {
        const { slotId, ...slot } = event.data;
        await trx
          .insertInto('schedule_slots')
          .values({ id: slotId, ...columns(slot), deleted: false, updated_at: at })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'ScheduleSlotChanged':
        await trx.updateTable('schedule_slots').set({ ...columns(event.data.after), updated_at: at }).where('id', '=', event.data.slotId).execute();
        return;
      case 'ScheduleSlotRemoved':
        await trx.updateTable('schedule_slots').set({ deleted: true, updated_at: at }).where('id', '=', event.data.slotId).execute();
        return;
      case 'ScheduleSlotDetailsSet':
        await trx
          .updateTable('schedule_slots')
          .set({ instructor_id: event.data.instructorId, duration_minutes: event.data.durationMinutes, updated_at: at })
          .where('id', '=', event.data.slotId)
          .execute();
        return;
      case 'OneOffClassAdded': {
        const { slotId, fecha, instructorId, durationMinutes, ...slot } = event.data;
        await trx
          .insertInto('schedule_slots')
          .values({ id: slotId, ...columns(slot), fecha, instructor_id: instructorId, duration_minutes: durationMinutes, deleted: false, updated_at: at })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
    }
  },
};
