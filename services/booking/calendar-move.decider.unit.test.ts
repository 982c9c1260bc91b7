import { describe, it } from 'vitest';
import { factsDeciderSpec } from '../../events/framework/decider-spec';
import type { CancelReason } from '../../events/catalog/booking.events';
import { calendarDecider, type CalendarCommand, type CalendarFacts } from './calendar.decider';

// Monday 2026-11-16, 12:00 in the studio: Wednesday 18 at 18:00 (slot 2, 3 places) moves to Thursday 19 at 19:00,
// the one-off class 9 that moveOccurrence created in the same transaction.
const now = { date: '2026-11-16', minutes: 12 * 60 };
const WED = '2026-11-18';
const THU = '2026-11-19';
const active = { packageId: 3, validUntil: '2026-12-01', credits: 4 };
const movedTo = { slotId: 9, fecha: THU, hora: '19:00' };
const booking = (id: number, userId: string, creditConsumed = true) => ({ id, slotId: 2, fecha: WED, hora: '18:00', userId, active: true, creditConsumed });
const target = (over: Partial<NonNullable<CalendarFacts['moveTarget']>> = {}) => ({
  slot: { id: 9, diaSemana: 'Jueves', hora: '19:00', cupoMaximo: 3, fecha: THU },
  booked: 0,
  busyUserIds: [],
  bookingIds: [40, 41, 42],
  entryIds: [70, 71],
  ...over,
});
const facts = (over: Partial<CalendarFacts> = {}): CalendarFacts => ({
  fecha: WED,
  closed: null,
  occurrences: [{ slot: { id: 2, diaSemana: 'Miércoles', hora: '18:00', cupoMaximo: 3 }, cancelled: null, bookings: [booking(10, 'ana'), booking(11, 'bea')], waiting: [{ entryId: 5, userId: 'caro' }] }],
  members: { ana: active, bea: active },
  moveTarget: target(),
  ...over,
});
const move: CalendarCommand = { type: 'CancelOccurrence', slotId: 2, fecha: WED, motivo: 'Profe de viaje', now, movedTo };
const spec = factsDeciderSpec(calendarDecider);

const exception = { type: 'ClassOccurrenceCancelled' as const, data: { slotId: 2, fecha: WED, hora: '18:00', motivo: 'Profe de viaje', cause: 'moved' as const, movedTo } };
const ended = (bookingId: number, userId: string, reason: CancelReason) => ({ type: 'BookingCancelled' as const, data: { bookingId, slotId: 2, fecha: WED, hora: '18:00', userId, reason } });
const restored = (bookingId: number, userId: string, reason: CancelReason) => ({ type: 'CreditRestored' as const, data: { bookingId, slotId: 2, fecha: WED, userId, reason } });
const followed = (bookingId: number, fromBookingId: number, userId: string, capacity = 3) => [
  { type: 'SlotReserved' as const, data: { bookingId, slotId: 9, fecha: THU, hora: '19:00', userId, capacity } },
  { type: 'BookingMoved' as const, data: { bookingId, fromBookingId, userId, slotId: 9, fecha: THU, hora: '19:00', from: { slotId: 2, fecha: WED, hora: '18:00' }, movedAt: '2026-11-16 12:00' } },
];
const consumed = (bookingId: number, userId: string) => ({ type: 'CreditConsumed' as const, data: { userId, bookingId, slotId: 9, fecha: THU } });
const waitLeft = (reason: 'class-moved' | 'class-cancelled') => ({ type: 'WaitlistLeft' as const, data: { entryId: 5, slotId: 2, fecha: WED, userId: 'caro', reason } });
const waitJoined = { type: 'WaitlistJoined' as const, data: { entryId: 70, slotId: 9, fecha: THU, hora: '19:00', userId: 'caro' } };

describe('moving a class takes its bookings and waitlist along', () => {
  it('each booking is taken again at the new time with the same credit (restored, then consumed), the waitlist rejoins in order', () => {
    spec.givenFacts(facts()).when(move).then({
      day: [],
      occurrences: [
        { slotId: 2, fecha: WED, events: [exception, ended(10, 'ana', 'class-moved'), ended(11, 'bea', 'class-moved'), waitLeft('class-moved')] },
        { slotId: 9, fecha: THU, events: [...followed(40, 10, 'ana'), ...followed(41, 11, 'bea'), waitJoined] },
      ],
      members: [
        { userId: 'ana', events: [restored(10, 'ana', 'class-moved'), consumed(40, 'ana')] },
        { userId: 'bea', events: [restored(11, 'bea', 'class-moved'), consumed(41, 'bea')] },
      ],
    });
  });

  it('a member who already holds a class at the new time is cancelled with the credit back, and so is a waiting one taken off the list', () => {
    spec.givenFacts(facts({ moveTarget: target({ busyUserIds: ['bea', 'caro'] }) })).when(move).then({
      day: [],
      occurrences: [
        { slotId: 2, fecha: WED, events: [exception, ended(10, 'ana', 'class-moved'), ended(11, 'bea', 'moved-member-busy'), waitLeft('class-cancelled')] },
        { slotId: 9, fecha: THU, events: followed(40, 10, 'ana') },
      ],
      members: [
        { userId: 'ana', events: [restored(10, 'ana', 'class-moved'), consumed(40, 'ana')] },
        { userId: 'bea', events: [restored(11, 'bea', 'moved-member-busy')] },
      ],
    });
  });

  it('never overbooks the new class: past its capacity the latest bookings are cancelled with the credit back', () => {
    const lower = target({ slot: { id: 9, diaSemana: 'Jueves', hora: '19:00', cupoMaximo: 1, fecha: THU } });
    spec.givenFacts(facts({ moveTarget: lower, occurrences: [{ ...facts().occurrences[0]!, bookings: [booking(11, 'bea'), booking(10, 'ana')], waiting: [] }] })).when(move).then({
      day: [],
      occurrences: [
        { slotId: 2, fecha: WED, events: [exception, ended(10, 'ana', 'class-moved'), ended(11, 'bea', 'moved-class-full')] },
        { slotId: 9, fecha: THU, events: followed(40, 10, 'ana', 1) },
      ],
      members: [
        { userId: 'ana', events: [restored(10, 'ana', 'class-moved'), consumed(40, 'ana')] },
        { userId: 'bea', events: [restored(11, 'bea', 'moved-class-full')] },
      ],
    });
  });

  it('a booking with no credit to carry (staff booked it without one, or the package ends before the new date) is cancelled, not moved', () => {
    const endsThursday = { ...active, validUntil: THU };
    spec.givenFacts(facts({ members: { ana: endsThursday, bea: active }, occurrences: [{ ...facts().occurrences[0]!, bookings: [booking(10, 'ana'), booking(11, 'bea', false)], waiting: [] }] })).when(move).then({
      day: [],
      occurrences: [{ slotId: 2, fecha: WED, events: [exception, ended(10, 'ana', 'class-cancelled'), ended(11, 'bea', 'class-cancelled')] }, { slotId: 9, fecha: THU, events: [] }],
      members: [{ userId: 'ana', events: [restored(10, 'ana', 'class-cancelled')] }],
    });
  });

  it('a deleted account\'s booking does not follow the class: it ends, without a credit back', () => {
    spec.givenFacts(facts({ members: { ana: { ...active, deleted: true }, bea: active }, occurrences: [{ ...facts().occurrences[0]!, waiting: [] }] })).when(move).then({
      day: [],
      occurrences: [
        { slotId: 2, fecha: WED, events: [exception, ended(10, 'ana', 'class-cancelled'), ended(11, 'bea', 'class-moved')] },
        { slotId: 9, fecha: THU, events: followed(41, 11, 'bea') },
      ],
      members: [{ userId: 'bea', events: [restored(11, 'bea', 'class-moved'), consumed(41, 'bea')] }],
    });
  });

  it('trial classes follow after the bookings while places are left, as confirmed as they were; the rest are cancelled', () => {
    const trials = [{ trialId: 't1', leadId: 'l1', confirmed: true }, { trialId: 't2', leadId: 'l2', confirmed: false }];
    const withTrials = (cupoMaximo: number) => facts({
      occurrences: [{ ...facts().occurrences[0]!, waiting: [], trials }],
      moveTarget: target({ slot: { id: 9, diaSemana: 'Jueves', hora: '19:00', cupoMaximo, fecha: THU }, trialIds: ['n1', 'n2'] }),
    });
    const trialEnded = (trialId: string, reason: 'class-moved' | 'moved-class-full') => ({ type: 'TrialClassCancelled' as const, data: { trialId, slotId: 2, fecha: WED, reason } });
    const trialBooked = (trialId: string, from: string, leadId: string, confirmed: boolean) => ({
      type: 'TrialClassBooked' as const,
      data: { trialId, leadId, slotId: 9, fecha: THU, hora: '19:00', confirmed, movedFrom: { trialId: from, slotId: 2, fecha: WED, hora: '18:00' } },
    });
    const members = [
      { userId: 'ana', events: [restored(10, 'ana', 'class-moved'), consumed(40, 'ana')] },
      { userId: 'bea', events: [restored(11, 'bea', 'class-moved'), consumed(41, 'bea')] },
    ];
    spec.givenFacts(withTrials(4)).when(move).then({
      day: [],
      occurrences: [
        { slotId: 2, fecha: WED, events: [exception, ended(10, 'ana', 'class-moved'), ended(11, 'bea', 'class-moved'), trialEnded('t1', 'class-moved'), trialEnded('t2', 'class-moved')] },
        { slotId: 9, fecha: THU, events: [...followed(40, 10, 'ana', 4), ...followed(41, 11, 'bea', 4), trialBooked('n1', 't1', 'l1', true), trialBooked('n2', 't2', 'l2', false)] },
      ],
      members,
    });
    spec.givenFacts(withTrials(3)).when(move).then({
      day: [],
      occurrences: [
        { slotId: 2, fecha: WED, events: [exception, ended(10, 'ana', 'class-moved'), ended(11, 'bea', 'class-moved'), trialEnded('t1', 'class-moved'), trialEnded('t2', 'moved-class-full')] },
        { slotId: 9, fecha: THU, events: [...followed(40, 10, 'ana'), ...followed(41, 11, 'bea'), trialBooked('n1', 't1', 'l1', true)] },
      ],
      members,
    });
  });

  it('still refuses a class that already started or is already off', () => {
    spec.givenFacts(facts()).when({ ...move, now: { date: WED, minutes: 18 * 60 } }).thenRejects('CLASS_STARTED');
    spec.givenFacts(facts({ occurrences: [{ ...facts().occurrences[0]!, cancelled: { cause: 'occurrence', motivo: 'x' } }] })).when(move).thenRejects('OCCURRENCE_ALREADY_CANCELLED');
  });
});
