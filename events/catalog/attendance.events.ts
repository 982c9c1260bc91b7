import { Type } from 'typebox';
import { defineEvents } from './define-events';

const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/**
 * Attendance lives on the class occurrence stream `slot-occ:<slotId>:<fecha>` (events/catalog/booking.events.ts),
 * beside the bookings it is about: the same lock orders a check-in, a cancellation and the no-show sweep.
 */
const Attendance = { bookingId: Type.Integer(), slotId: Type.Integer(), fecha: Fecha, userId: Type.String() };

/** Staff checked the member in (also the correction of a no-show recorded by mistake). */
const AttendanceMarked = Type.Object(Attendance);
/** Staff undid a check-in before the class ended. */
const AttendanceUnmarked = Type.Object(Attendance);
/** The class ended and the booking was never checked in: the credit stays used (it was consumed at booking). */
const NoShowRecorded = Type.Object(Attendance);

/**
 * Staff booked the member (from the class console): beside the booking's own SlotReserved, who asked for it and
 * why, whether it took a credit, and whether it was a walk-in (checked in at once, allowed beyond capacity).
 */
const StaffBookingRecorded = Type.Object({
  ...Attendance,
  walkIn: Type.Boolean(),
  creditConsumed: Type.Boolean(),
  overCapacity: Type.Boolean(),
  reason: Type.String({ minLength: 1, maxLength: 200 }),
});

export const attendanceEvents = defineEvents({ AttendanceMarked, AttendanceUnmarked, NoShowRecorded, StaffBookingRecorded });

export type AttendanceEvent =
  | { type: 'AttendanceMarked'; data: Type.Static<typeof AttendanceMarked> }
  | { type: 'AttendanceUnmarked'; data: Type.Static<typeof AttendanceUnmarked> }
  | { type: 'NoShowRecorded'; data: Type.Static<typeof NoShowRecorded> }
  | { type: 'StaffBookingRecorded'; data: Type.Static<typeof StaffBookingRecorded> };

export const ATTENDANCE_TYPES = ['AttendanceMarked', 'AttendanceUnmarked', 'NoShowRecorded', 'StaffBookingRecorded'] as const;
