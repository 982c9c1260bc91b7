import { describe, it } from 'vitest';
import { factsDeciderSpec } from '../../events/framework/decider-spec';
import { calendarDecider, type CalendarCommand, type CalendarFacts, type OccurrenceFacts } from './calendar.decider';

// Monday 2026-11-16, 12:00 in the studio; Wednesday 18 has a 08:00 and an 18:00 class.
const now = { date: '2026-11-16', minutes: 12 * 60 };
const WED = '2026-11-18';
const active = { packageId: 3, validUntil: '2026-12-01', credits: 4 };
const occurrence = (id: number, hora: string, over: Partial<OccurrenceFacts> = {}): OccurrenceFacts => ({
  slot: { id, diaSemana: 'Miércoles', hora, cupoMaximo: 10 },
  cancelled: null,
  bookings: [],
  waiting: [],
  ...over,
});
const booking = (id: number, slotId: number, hora: string, userId: string, creditConsumed = true) => ({ id, slotId, fecha: WED, hora, userId, active: true, creditConsumed });
const facts = (over: Partial<CalendarFacts> = {}): CalendarFacts => ({
  fecha: WED,
  closed: null,
  occurrences: [occurrence(1, '08:00'), occurrence(2, '18:00')],
  members: {},
  ...over,
});
const spec = factsDeciderSpec(calendarDecider);
const close = (over: Partial<Extract<CalendarCommand, { type: 'CloseDay' }>> = {}): CalendarCommand => ({ type: 'CloseDay', fecha: WED, motivo: 'Feriado', now, ...over });
const cancel = (over: Partial<Extract<CalendarCommand, { type: 'CancelOccurrence' }>> = {}): CalendarCommand => ({ type: 'CancelOccurrence', slotId: 2, fecha: WED, motivo: 'Profe enferma', now, ...over });
const cancelled = (slotId: number, hora: string, motivo: string, cause: 'occurrence' | 'day-closed' | 'moved', movedTo: { slotId: number; fecha: string; hora: string } | null = null) =>
  ({ type: 'ClassOccurrenceCancelled' as const, data: { slotId, fecha: WED, hora, motivo, cause, movedTo } });
const bookingCancelled = (bookingId: number, slotId: number, hora: string, userId: string) =>
  ({ type: 'BookingCancelled' as const, data: { bookingId, slotId, fecha: WED, userId, reason: 'class-cancelled' as const, hora } });
const creditRestored = (bookingId: number, slotId: number, userId: string) =>
  ({ type: 'CreditRestored' as const, data: { bookingId, slotId, fecha: WED, userId, reason: 'class-cancelled' as const } });

describe('CloseDay', () => {
  it('closes the day and takes out every class: each booking cancelled with its credit back, each waiting member off the list', () => {
    const withPeople = facts({
      occurrences: [
        occurrence(1, '08:00', { bookings: [booking(10, 1, '08:00', 'ana')] }),
        occurrence(2, '18:00', { bookings: [booking(11, 2, '18:00', 'ana'), booking(12, 2, '18:00', 'bea')], waiting: [{ entryId: 5, userId: 'caro' }] }),
      ],
      members: { ana: active, bea: active },
    });
    spec.givenFacts(withPeople).when(close()).then({
      day: [{ type: 'StudioDayClosed', data: { fecha: WED, motivo: 'Feriado' } }],
      occurrences: [
        { slotId: 1, fecha: WED, events: [cancelled(1, '08:00', 'Feriado', 'day-closed'), bookingCancelled(10, 1, '08:00', 'ana')] },
        {
          slotId: 2,
          fecha: WED,
          events: [
            cancelled(2, '18:00', 'Feriado', 'day-closed'),
            bookingCancelled(11, 2, '18:00', 'ana'),
            bookingCancelled(12, 2, '18:00', 'bea'),
            { type: 'WaitlistLeft', data: { entryId: 5, slotId: 2, fecha: WED, userId: 'caro', reason: 'class-cancelled' } },
          ],
        },
      ],
      members: [
        { userId: 'ana', events: [creditRestored(10, 1, 'ana'), creditRestored(11, 2, 'ana')] },
        { userId: 'bea', events: [creditRestored(12, 2, 'bea')] },
      ],
    });
  });

  it('gives no credit back for a booking staff made without one, nor to a member whose package ended', () => {
    const f = facts({
      occurrences: [occurrence(1, '08:00', { bookings: [booking(10, 1, '08:00', 'ana', false), booking(11, 1, '08:00', 'dani')] })],
      members: { ana: active, dani: { packageId: 3, validUntil: '2026-11-10', credits: 2 } },
    });
    spec.givenFacts(f).when(close()).then({
      day: [{ type: 'StudioDayClosed', data: { fecha: WED, motivo: 'Feriado' } }],
      occurrences: [{ slotId: 1, fecha: WED, events: [cancelled(1, '08:00', 'Feriado', 'day-closed'), bookingCancelled(10, 1, '08:00', 'ana'), bookingCancelled(11, 1, '08:00', 'dani')] }],
      members: [],
    });
  });

  it("closing today leaves the classes that already started as they are; a class cancelled on its own keeps its own motivo", () => {
    const today = { date: WED, minutes: 9 * 60 };
    const f = facts({ occurrences: [occurrence(1, '08:00', { bookings: [booking(10, 1, '08:00', 'ana')] }), occurrence(2, '18:00', { cancelled: { cause: 'occurrence', motivo: 'x' } }), occurrence(3, '20:00')], members: { ana: active } });
    spec.givenFacts(f).when(close({ now: today })).then({
      day: [{ type: 'StudioDayClosed', data: { fecha: WED, motivo: 'Feriado' } }],
      occurrences: [{ slotId: 3, fecha: WED, events: [cancelled(3, '20:00', 'Feriado', 'day-closed')] }],
      members: [],
    });
  });

  it('trims the motivo', () => {
    spec.givenFacts(facts({ occurrences: [] })).when(close({ motivo: '  Feriado   nacional ' })).then({ day: [{ type: 'StudioDayClosed', data: { fecha: WED, motivo: 'Feriado nacional' } }], occurrences: [], members: [] });
  });

  it('refuses a blank motivo, a past date and a day already closed', () => {
    spec.givenFacts(facts()).when(close({ motivo: '   ' })).thenRejects({ status: 400, code: 'REASON_REQUIRED' });
    spec.givenFacts(facts()).when(close({ fecha: '2026-11-15' })).thenRejects({ status: 400, code: 'DATE_IN_PAST' });
    spec.givenFacts(facts()).when(close({ fecha: '9999-12-31' })).thenRejects({ status: 400, code: 'DATE_TOO_FAR', detail: 'Esa fecha está demasiado lejos: elige una hasta el 16/11/2029.' });
    spec.givenFacts(facts({ closed: { motivo: 'Feriado' } })).when(close()).thenRejects({ status: 409, code: 'DAY_ALREADY_CLOSED', detail: 'Ese día ya está cerrado.' });
  });
});

describe('ReopenDay', () => {
  const reopen = (over: Partial<Extract<CalendarCommand, { type: 'ReopenDay' }>> = {}): CalendarCommand => ({ type: 'ReopenDay', fecha: WED, now, ...over });
  it('reopens the day and restores only the classes its closure cancelled', () => {
    const f = facts({ closed: { motivo: 'Feriado' }, occurrences: [occurrence(1, '08:00', { cancelled: { cause: 'day-closed', motivo: 'Feriado' } }), occurrence(2, '18:00', { cancelled: { cause: 'occurrence', motivo: 'Profe enferma' } })] });
    spec.givenFacts(f).when(reopen()).then({
      day: [{ type: 'StudioDayReopened', data: { fecha: WED } }],
      occurrences: [{ slotId: 1, fecha: WED, events: [{ type: 'ClassOccurrenceRestored', data: { slotId: 1, fecha: WED, hora: '08:00' } }] }],
      members: [],
    });
  });
  it('refuses a day that is not closed, and a past one', () => {
    spec.givenFacts(facts()).when(reopen()).thenRejects({ status: 409, code: 'DAY_NOT_CLOSED' });
    spec.givenFacts(facts({ closed: { motivo: 'x' } })).when(reopen({ fecha: '2026-11-01' })).thenRejects('DATE_IN_PAST');
  });
});

describe('CancelOccurrence', () => {
  it('cancels one class with its bookings and waitlist, leaving the other classes of the day alone', () => {
    const f = facts({ occurrences: [occurrence(1, '08:00', { bookings: [booking(10, 1, '08:00', 'ana')] }), occurrence(2, '18:00', { bookings: [booking(11, 2, '18:00', 'bea')] })], members: { ana: active, bea: active } });
    spec.givenFacts(f).when(cancel()).then({
      day: [],
      occurrences: [{ slotId: 2, fecha: WED, events: [cancelled(2, '18:00', 'Profe enferma', 'occurrence'), bookingCancelled(11, 2, '18:00', 'bea')] }],
      members: [{ userId: 'bea', events: [creditRestored(11, 2, 'bea')] }],
    });
  });

  it('cancels its trial classes with it, and a closed day the trials of every class', () => {
    const trial = (trialId: string) => ({ trialId, leadId: `lead-${trialId}`, confirmed: true });
    const trialCancelled = (trialId: string, slotId: number) => ({ type: 'TrialClassCancelled' as const, data: { trialId, slotId, fecha: WED, reason: 'class-cancelled' as const } });
    const f = facts({ occurrences: [occurrence(1, '08:00', { trials: [trial('t1')] }), occurrence(2, '18:00', { trials: [trial('t2'), trial('t3')] })] });
    spec.givenFacts(f).when(cancel()).then({
      day: [],
      occurrences: [{ slotId: 2, fecha: WED, events: [cancelled(2, '18:00', 'Profe enferma', 'occurrence'), trialCancelled('t2', 2), trialCancelled('t3', 2)] }],
      members: [],
    });
    spec.givenFacts(f).when(close()).then({
      day: [{ type: 'StudioDayClosed', data: { fecha: WED, motivo: 'Feriado' } }],
      occurrences: [
        { slotId: 1, fecha: WED, events: [cancelled(1, '08:00', 'Feriado', 'day-closed'), trialCancelled('t1', 1)] },
        { slotId: 2, fecha: WED, events: [cancelled(2, '18:00', 'Feriado', 'day-closed'), trialCancelled('t2', 2), trialCancelled('t3', 2)] },
      ],
      members: [],
    });
  });

  it('a move is a cancellation that says where the class went (calendar-move.decider.unit.test.ts: who follows it)', () => {
    const movedTo = { slotId: 9, fecha: '2026-11-19', hora: '19:00' };
    const moveTarget = { slot: { id: 9, diaSemana: 'Jueves', hora: '19:00', cupoMaximo: 10, fecha: '2026-11-19' }, booked: 0, busyUserIds: [], bookingIds: [], entryIds: [] };
    spec.givenFacts(facts({ moveTarget })).when(cancel({ movedTo })).then({
      day: [],
      occurrences: [{ slotId: 2, fecha: WED, events: [cancelled(2, '18:00', 'Profe enferma', 'moved', movedTo)] }, { slotId: 9, fecha: '2026-11-19', events: [] }],
      members: [],
    });
    spec.givenFacts(facts()).when(cancel({ movedTo: { slotId: 9, fecha: WED, hora: '18:00' } })).thenRejects('MOVE_TO_SAME_TIME');
  });

  it('refuses a class that does not exist that date, is already off, or already started', () => {
    spec.givenFacts(facts()).when(cancel({ slotId: 99 })).thenRejects({ status: 404, code: 'SLOT_NOT_FOUND' });
    spec.givenFacts(facts({ fecha: '2026-11-19' })).when(cancel({ fecha: '2026-11-19' })).thenRejects({ status: 400, code: 'WRONG_WEEKDAY' });
    const oneOff = facts({ occurrences: [occurrence(2, '18:00', { slot: { id: 2, diaSemana: 'Miércoles', hora: '18:00', cupoMaximo: 5, fecha: '2026-11-25' } })] });
    spec.givenFacts(oneOff).when(cancel()).thenRejects({ status: 400, code: 'ONE_OFF_OTHER_DATE', detail: 'Esa clase es solo el 25/11: la fecha elegida no corresponde.' });
    spec.givenFacts(facts({ occurrences: [occurrence(2, '18:00', { cancelled: { cause: 'occurrence', motivo: 'x' } })] })).when(cancel()).thenRejects({ status: 409, code: 'OCCURRENCE_ALREADY_CANCELLED' });
    spec.givenFacts(facts({ closed: { motivo: 'Feriado' } })).when(cancel()).thenRejects('OCCURRENCE_ALREADY_CANCELLED');
    spec.givenFacts(facts()).when(cancel({ now: { date: WED, minutes: 18 * 60 } })).thenRejects({ status: 409, code: 'CLASS_STARTED' });
    spec.givenFacts(facts()).when(cancel({ motivo: '' })).thenRejects('REASON_REQUIRED');
  });
});

describe('RestoreOccurrence', () => {
  const restore = (over: Partial<Extract<CalendarCommand, { type: 'RestoreOccurrence' }>> = {}): CalendarCommand => ({ type: 'RestoreOccurrence', slotId: 2, fecha: WED, now, ...over });
  it('puts a cancelled class back on', () => {
    spec.givenFacts(facts({ occurrences: [occurrence(2, '18:00', { cancelled: { cause: 'moved', motivo: 'x' } })] })).when(restore()).then({
      day: [],
      occurrences: [{ slotId: 2, fecha: WED, events: [{ type: 'ClassOccurrenceRestored', data: { slotId: 2, fecha: WED, hora: '18:00' } }] }],
      members: [],
    });
  });
  it('refuses a class that is on, or one the closed day took out (reopen the day instead)', () => {
    spec.givenFacts(facts()).when(restore()).thenRejects({ status: 409, code: 'OCCURRENCE_NOT_CANCELLED' });
    spec.givenFacts(facts({ closed: { motivo: 'Feriado' }, occurrences: [occurrence(2, '18:00', { cancelled: { cause: 'day-closed', motivo: 'Feriado' } })] })).when(restore()).thenRejects({ status: 409, code: 'OCCURRENCE_CLOSED_WITH_DAY' });
  });
});
