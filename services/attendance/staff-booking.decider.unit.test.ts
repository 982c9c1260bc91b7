import { describe, it } from 'vitest';
import { factsDeciderSpec } from '../../events/framework/decider-spec';
import { staffBookDecider, type StaffBook, type StaffBookFacts } from './staff-booking.decider';

// Wednesday 18 November 2026, an 18:00 class with 2 places.
const slot = { id: 3, diaSemana: 'Miércoles', hora: '18:00', cupoMaximo: 2 };
const withCredits = { packageId: 1, validUntil: '2026-12-01', credits: 4 };
const facts = (over: Partial<StaffBookFacts> = {}): StaffBookFacts => ({ slot, booked: 0, memberHolds: false, memberExists: true, member: withCredits, ...over });
const command = (over: Partial<StaffBook> = {}): StaffBook => ({
  bookingId: 40,
  userId: 'ana',
  fecha: '2026-11-18',
  walkIn: false,
  consumeCredit: true,
  reason: 'Pidió por WhatsApp',
  now: { date: '2026-11-18', minutes: 10 * 60 },
  ...over,
});
const ids = { bookingId: 40, slotId: 3, fecha: '2026-11-18', userId: 'ana' };
const spec = factsDeciderSpec(staffBookDecider);
const during = { date: '2026-11-18', minutes: 18 * 60 + 10 };

describe('staff booking a member', () => {
  it('books within capacity and takes a credit', () => {
    spec.givenFacts(facts()).when(command()).then({
      occurrence: [
        { type: 'SlotReserved', data: { ...ids, hora: '18:00', capacity: 2 } },
        { type: 'StaffBookingRecorded', data: { ...ids, walkIn: false, creditConsumed: true, overCapacity: false, reason: 'Pidió por WhatsApp' } },
      ],
      member: [{ type: 'CreditConsumed', data: ids }],
    });
  });
  it('books without a credit, leaving the member untouched, even with no package', () => {
    const noPackage = { packageId: null, validUntil: null, credits: 0 };
    spec.givenFacts(facts({ member: noPackage })).when(command({ consumeCredit: false, reason: 'Clase de prueba' })).then({
      occurrence: [
        { type: 'SlotReserved', data: { ...ids, hora: '18:00', capacity: 2 } },
        { type: 'StaffBookingRecorded', data: { ...ids, walkIn: false, creditConsumed: false, overCapacity: false, reason: 'Clase de prueba' } },
      ],
      member: [],
    });
  });
  it('never overbooks a booking: a full class is refused', () => {
    spec.givenFacts(facts({ booked: 2 })).when(command()).thenRejects({ code: 'SLOT_FULL', status: 409 });
  });
  it('refuses a class that started, a member already in, a missing reason or member, a credit the member lacks', () => {
    spec.givenFacts(facts()).when(command({ now: during })).thenRejects('CLASS_STARTED');
    spec.givenFacts(facts({ memberHolds: true })).when(command()).thenRejects('MEMBER_ALREADY_BOOKED');
    spec.givenFacts(facts()).when(command({ reason: '   ' })).thenRejects('REASON_REQUIRED');
    spec.givenFacts(facts({ memberExists: false })).when(command()).thenRejects('MEMBER_NOT_FOUND');
    spec.givenFacts(facts({ member: { ...withCredits, credits: 0 } })).when(command()).thenRejects('MEMBER_NO_CREDITS');
    spec.givenFacts(facts({ member: { packageId: null, validUntil: null, credits: 0 } })).when(command()).thenRejects('MEMBER_HAS_NO_PACKAGE');
    spec.givenFacts(facts({ member: { ...withCredits, validUntil: '2026-11-18' } })).when(command()).thenRejects('MEMBER_NO_CREDITS');
    spec.givenFacts(facts({ slot: undefined })).when(command()).thenRejects('SLOT_NOT_FOUND');
    spec.givenFacts(facts()).when(command({ fecha: '2026-11-19' })).thenRejects('WRONG_WEEKDAY');
    spec.givenFacts(facts()).when(command({ fecha: '2029-11-21' })).thenRejects({ code: 'DATE_TOO_FAR', status: 400 });
  });

  it('refuses a deleted account, booked or walked in, with a credit or without', () => {
    const gone = facts({ member: { ...withCredits, deleted: true } });
    spec.givenFacts(gone).when(command()).thenRejects({ status: 409, code: 'USER_DELETED' });
    spec.givenFacts(gone).when(command({ consumeCredit: false })).thenRejects('USER_DELETED');
    spec.givenFacts(gone).when(command({ walkIn: true, consumeCredit: false, now: during })).thenRejects('USER_DELETED');
  });

  it('refuses a member without a valid health statement when the studio blocks: a booking as hers, a walk-in as a check-in', () => {
    const blocked = (expiresOn: string | null) => facts({ health: { expiresOn } });
    spec.givenFacts(blocked(null)).when(command()).thenRejects({ status: 409, code: 'HEALTH_STATEMENT_REQUIRED' });
    spec.givenFacts(blocked('2026-11-18')).when(command({ consumeCredit: false })).thenRejects('HEALTH_STATEMENT_REQUIRED');
    spec.givenFacts(blocked(null)).when(command({ walkIn: true, consumeCredit: false, now: during })).thenRejects({ status: 409, code: 'MEMBER_HEALTH_STATEMENT_REQUIRED' });
    // Valid through the class's day, or a studio that only warns (no gate read): booked as usual.
    spec.givenFacts(blocked('2026-11-19')).when(command()).then({
      occurrence: [
        { type: 'SlotReserved', data: { ...ids, hora: '18:00', capacity: 2 } },
        { type: 'StaffBookingRecorded', data: { ...ids, walkIn: false, creditConsumed: true, overCapacity: false, reason: 'Pidió por WhatsApp' } },
      ],
      member: [{ type: 'CreditConsumed', data: ids }],
    });
    spec.givenFacts(facts({ health: null })).when(command({ consumeCredit: false })).then({
      occurrence: [
        { type: 'SlotReserved', data: { ...ids, hora: '18:00', capacity: 2 } },
        { type: 'StaffBookingRecorded', data: { ...ids, walkIn: false, creditConsumed: false, overCapacity: false, reason: 'Pidió por WhatsApp' } },
      ],
      member: [],
    });
  });

  it('refuses a closed day, a cancelled class and a one-off class on another date', () => {
    spec.givenFacts(facts({ slot: { ...slot, exception: { kind: 'day-closed', motivo: 'Feriado' } } })).when(command()).thenRejects({ code: 'STUDIO_CLOSED', detail: 'El estudio está cerrado ese día (Feriado). Elige otra fecha.' });
    spec.givenFacts(facts({ slot: { ...slot, exception: { kind: 'cancelled', motivo: 'Sin luz' } } })).when(command()).thenRejects('CLASS_CANCELLED');
    spec.givenFacts(facts({ slot: { ...slot, fecha: '2026-11-25' } })).when(command()).thenRejects('ONE_OFF_OTHER_DATE');
  });
});

describe('walk-ins', () => {
  it('adds a walk-in checked in at once, beyond capacity when staff choose to', () => {
    spec.givenFacts(facts({ booked: 2 })).when(command({ walkIn: true, consumeCredit: false, reason: 'Vino sin reservar', now: during })).then({
      occurrence: [
        { type: 'SlotReserved', data: { ...ids, hora: '18:00', capacity: 3 } },
        { type: 'StaffBookingRecorded', data: { ...ids, walkIn: true, creditConsumed: false, overCapacity: true, reason: 'Vino sin reservar' } },
        { type: 'AttendanceMarked', data: ids },
      ],
      member: [],
    });
  });
  it('only from check-in opening until the end of the class day', () => {
    spec.givenFacts(facts()).when(command({ walkIn: true, now: { date: '2026-11-18', minutes: 16 * 60 } })).thenRejects('CHECK_IN_NOT_OPEN');
    spec.givenFacts(facts()).when(command({ walkIn: true, now: { date: '2026-11-19', minutes: 9 * 60 } })).thenRejects('CHECK_IN_CLOSED');
  });
});
