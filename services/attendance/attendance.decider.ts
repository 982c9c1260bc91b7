import { statementValidOn } from '../../domain/health/statement-validity';
import type { FactsDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { AttendanceEvent } from '../../events/catalog/attendance.events';
import type { AttendanceFacts } from '../../domain/booking/attendance-facts';
import { CHECK_IN_OPENS_MINUTES, classEnded, minutesUntilStart, type StudioMoment } from '../../domain/booking/class-times';

/**
 * Attendance rules (decided here, documented in README "Asistencia"):
 * - staff (admins and coaches) check a booked member in from CHECK_IN_OPENS_MINUTES before the class until the
 *   end of the class's day; checking in twice is refused (ALREADY_CHECKED_IN), so a double tap changes nothing;
 * - a check-in can be undone until the class ends; after that the roster is final, except that
 * - a no-show recorded by the sweep can be corrected by checking the member in the same day;
 * - once the class has ended, a booking nobody checked in becomes a no-show (NoShowRecorded, by the sweep):
 *   the credit taken at booking stays used, and the member's history says "Ausente".
 * A cancelled booking takes no attendance, and a deleted account none after its deletion.
 */

export type { AttendanceFacts };

export type AttendanceCommand =
  | { type: 'CheckIn'; bookingId: number; now: StudioMoment; durationMinutes: number }
  | { type: 'UndoCheckIn'; bookingId: number; now: StudioMoment; durationMinutes: number }
  | { type: 'RecordNoShow'; bookingId: number; now: StudioMoment; durationMinutes: number };

function decide(cmd: AttendanceCommand, { booking, status, memberDeleted, health }: AttendanceFacts): AttendanceEvent[] {
  if (!booking || booking.id !== cmd.bookingId || !booking.active) {
    if (cmd.type === 'RecordNoShow') return []; // cancelled meanwhile: nothing to record
    throw fail('BOOKING_NOT_FOUND');
  }
  // A deleted account's booking of today stays on the roster, but nothing more is recorded for her; a check-in
  // made before may still be undone.
  if (memberDeleted && cmd.type === 'RecordNoShow') return [];
  if (memberDeleted && cmd.type === 'CheckIn') throw fail('USER_DELETED');
  const data = { bookingId: booking.id, slotId: booking.slotId, fecha: booking.fecha, userId: booking.userId };
  const timing = { fecha: booking.fecha, hora: booking.hora, durationMinutes: cmd.durationMinutes };
  switch (cmd.type) {
    case 'CheckIn':
      if (status === 'attended') throw fail('ALREADY_CHECKED_IN');
      if (minutesUntilStart(booking.fecha, booking.hora, cmd.now) > CHECK_IN_OPENS_MINUTES) throw fail('CHECK_IN_NOT_OPEN', { minutes: CHECK_IN_OPENS_MINUTES });
      if (cmd.now.date > booking.fecha) throw fail('CHECK_IN_CLOSED');
      // Only when the studio blocks: no check-in without a valid sworn health statement.
      if (health && !statementValidOn(health.expiresOn, cmd.now.date)) throw fail('MEMBER_HEALTH_STATEMENT_REQUIRED');
      return [{ type: 'AttendanceMarked', data }];
    case 'UndoCheckIn':
      if (status !== 'attended') throw fail('NOT_CHECKED_IN');
      if (classEnded(timing, cmd.now)) throw fail('ATTENDANCE_FINAL');
      return [{ type: 'AttendanceUnmarked', data }];
    case 'RecordNoShow':
      // The sweep asks only for ended classes; a marked booking or a class still running is left alone.
      if (status !== null || !classEnded(timing, cmd.now)) return [];
      return [{ type: 'NoShowRecorded', data }];
  }
}

export const attendanceDecider: FactsDecider<AttendanceFacts, AttendanceCommand, AttendanceEvent[]> = { decide };
