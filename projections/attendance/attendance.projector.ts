import { ATTENDANCE_TYPES, type AttendanceEvent } from '../../events/catalog/attendance.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/**
 * attendance: who came to each booked class and how staff booked it. Inline, so the class console reads its own
 * check-in at once and the attendance commands decide on it under the occurrence lock. Every write is an upsert
 * keyed by booking, so applying an event twice leaves the same row.
 */
export const attendanceProjector: Projector = {
  name: 'attendance@v1',
  tables: ['attendance'],
  handles: [...ATTENDANCE_TYPES],
  async apply(trx, recorded) {
    const event = recorded as RecordedEvent<AttendanceEvent>;
    const d = event.data;
    const base = { booking_id: d.bookingId, slot_id: d.slotId, fecha: d.fecha, user_id: d.userId };
    const markedBy = typeof event.metadata.actorId === 'string' ? event.metadata.actorId : null;
    switch (event.type) {
      case 'AttendanceMarked':
      case 'NoShowRecorded': {
        const mark = { status: event.type === 'AttendanceMarked' ? ('attended' as const) : ('no_show' as const), marked_at: event.recordedAt, marked_by: markedBy };
        await trx.insertInto('attendance').values({ ...base, ...mark }).onConflict((oc) => oc.column('booking_id').doUpdateSet(mark)).execute();
        return;
      }
      case 'AttendanceUnmarked':
        await trx.updateTable('attendance').set({ status: null, marked_at: null, marked_by: null }).where('booking_id', '=', d.bookingId).execute();
        return;
      case 'StaffBookingRecorded': {
        const e = event.data as Extract<AttendanceEvent, { type: 'StaffBookingRecorded' }>['data'];
        const staff = { walk_in: e.walkIn, credit_consumed: e.creditConsumed, staff_reason: e.reason };
        await trx.insertInto('attendance').values({ ...base, ...staff }).onConflict((oc) => oc.column('booking_id').doUpdateSet(staff)).execute();
        return;
      }
    }
  },
};

