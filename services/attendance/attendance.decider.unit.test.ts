import { describe, it } from 'vitest';
import { factsDeciderSpec } from '../../events/framework/decider-spec';
import { attendanceDecider, type AttendanceFacts } from './attendance.decider';

// A Wednesday 18:00 class of 60 minutes.
const booking = { id: 7, slotId: 3, fecha: '2026-11-18', hora: '18:00', userId: 'ana', active: true };
const data = { bookingId: 7, slotId: 3, fecha: '2026-11-18', userId: 'ana' };
const at = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return { date, minutes: h! * 60 + m! };
};
const spec = factsDeciderSpec(attendanceDecider);
const facts = (status: AttendanceFacts['status'], b: AttendanceFacts['booking'] = booking): AttendanceFacts => ({ booking: b, status });
const cmd = (type: 'CheckIn' | 'UndoCheckIn' | 'RecordNoShow', date: string, hhmm: string) => ({ type, bookingId: 7, now: at(date, hhmm), durationMinutes: 60 });

describe('check-in', () => {
  it('marks a booked member as attended from an hour before the class', () => {
    spec.givenFacts(facts(null)).when(cmd('CheckIn', '2026-11-18', '17:00')).then([{ type: 'AttendanceMarked', data }]);
    spec.givenFacts(facts(null)).when(cmd('CheckIn', '2026-11-18', '18:30')).then([{ type: 'AttendanceMarked', data }]);
  });
  it('is not open earlier than an hour before the class', () => {
    spec.givenFacts(facts(null)).when(cmd('CheckIn', '2026-11-18', '16:59')).thenRejects({ code: 'CHECK_IN_NOT_OPEN', status: 409 });
    spec.givenFacts(facts(null)).when(cmd('CheckIn', '2026-11-17', '18:00')).thenRejects('CHECK_IN_NOT_OPEN');
  });
  it('closes at the end of the class day', () => {
    spec.givenFacts(facts(null)).when(cmd('CheckIn', '2026-11-18', '23:59')).then([{ type: 'AttendanceMarked', data }]);
    spec.givenFacts(facts(null)).when(cmd('CheckIn', '2026-11-19', '08:00')).thenRejects('CHECK_IN_CLOSED');
  });
  it('refuses a member without a valid health statement when the studio blocks', () => {
    const blocked = (expiresOn: string | null): AttendanceFacts => ({ ...facts(null), health: { expiresOn } });
    spec.givenFacts(blocked(null)).when(cmd('CheckIn', '2026-11-18', '17:30')).thenRejects({ code: 'MEMBER_HEALTH_STATEMENT_REQUIRED', status: 409 });
    spec.givenFacts(blocked('2026-11-18')).when(cmd('CheckIn', '2026-11-18', '17:30')).thenRejects('MEMBER_HEALTH_STATEMENT_REQUIRED');
    spec.givenFacts(blocked('2026-11-19')).when(cmd('CheckIn', '2026-11-18', '17:30')).then([{ type: 'AttendanceMarked', data }]);
  });
  it('refuses a second check-in', () => {
    spec.givenFacts(facts('attended')).when(cmd('CheckIn', '2026-11-18', '18:05')).thenRejects({ code: 'ALREADY_CHECKED_IN', status: 409 });
  });
  it('corrects a no-show the same day', () => {
    spec.givenFacts(facts('no_show')).when(cmd('CheckIn', '2026-11-18', '20:00')).then([{ type: 'AttendanceMarked', data }]);
  });
  it('refuses a cancelled or unknown booking', () => {
    spec.givenFacts(facts(null, { ...booking, active: false })).when(cmd('CheckIn', '2026-11-18', '18:00')).thenRejects({ code: 'BOOKING_NOT_FOUND', status: 404 });
    spec.givenFacts({ booking: undefined, status: null }).when(cmd('CheckIn', '2026-11-18', '18:00')).thenRejects('BOOKING_NOT_FOUND');
  });
});

describe('undoing a check-in', () => {
  it('is allowed until the class ends', () => {
    spec.givenFacts(facts('attended')).when(cmd('UndoCheckIn', '2026-11-18', '18:59')).then([{ type: 'AttendanceUnmarked', data }]);
  });
  it('is refused once the class ended, and for a member not checked in', () => {
    spec.givenFacts(facts('attended')).when(cmd('UndoCheckIn', '2026-11-18', '19:00')).thenRejects('ATTENDANCE_FINAL');
    spec.givenFacts(facts(null)).when(cmd('UndoCheckIn', '2026-11-18', '18:10')).thenRejects('NOT_CHECKED_IN');
    spec.givenFacts(facts('no_show')).when(cmd('UndoCheckIn', '2026-11-18', '18:10')).thenRejects('NOT_CHECKED_IN');
  });
});

describe('no-shows', () => {
  it('records an unmarked booking once the class has ended', () => {
    spec.givenFacts(facts(null)).when(cmd('RecordNoShow', '2026-11-18', '19:00')).then([{ type: 'NoShowRecorded', data }]);
    spec.givenFacts(facts(null)).when(cmd('RecordNoShow', '2026-11-19', '00:10')).then([{ type: 'NoShowRecorded', data }]);
  });
  it('records nothing while the class runs, for a checked-in member, twice, or for a cancelled booking', () => {
    spec.givenFacts(facts(null)).when(cmd('RecordNoShow', '2026-11-18', '18:59')).then([]);
    spec.givenFacts(facts('attended')).when(cmd('RecordNoShow', '2026-11-18', '19:30')).then([]);
    spec.givenFacts(facts('no_show')).when(cmd('RecordNoShow', '2026-11-18', '19:30')).then([]);
    spec.givenFacts(facts(null, { ...booking, active: false })).when(cmd('RecordNoShow', '2026-11-18', '19:30')).then([]);
  });
});

describe('a deleted account\'s booking of the day', () => {
  const gone = (status: AttendanceFacts['status']): AttendanceFacts => ({ ...facts(status), memberDeleted: true });
  it('takes no check-in and no no-show, but a check-in made before can still be undone', () => {
    spec.givenFacts(gone(null)).when(cmd('CheckIn', '2026-11-18', '18:00')).thenRejects({ code: 'USER_DELETED', status: 409 });
    spec.givenFacts(gone(null)).when(cmd('RecordNoShow', '2026-11-18', '19:30')).then([]);
    spec.givenFacts(gone('attended')).when(cmd('UndoCheckIn', '2026-11-18', '18:30')).then([{ type: 'AttendanceUnmarked', data }]);
  });
});
