import { describe, it } from 'vitest';
import { factsDeciderSpec } from '../../events/framework/decider-spec';
import {
  cancelBookingDecider,
  reserveSlotDecider,
  type BookingDecision,
  type BookingFacts,
  type CancelBooking,
  type MemberCredit,
  type ReserveSlot,
  type ReserveSlotFacts,
} from './booking.decider';

// Monday 2026-11-16, 12:00 in the studio.
const now = { date: '2026-11-16', minutes: 12 * 60 };
const slot = { id: 7, diaSemana: 'Miércoles', hora: '18:00', cupoMaximo: 2 };
const member: MemberCredit = { packageId: 3, validUntil: '2026-12-01', credits: 4 };
const noPackage: MemberCredit = { packageId: null, validUntil: null, credits: 0 };
const free = { booked: 0, memberHolds: false };

describe('ReserveSlot', () => {
  const spec = factsDeciderSpec(reserveSlotDecider);
  const facts = (over: Partial<ReserveSlotFacts> = {}): ReserveSlotFacts => ({ slot, occupancy: free, member, ...over });
  const reserve = (over: Partial<ReserveSlot> = {}): ReserveSlot => ({ bookingId: 41, userId: 'u1', fecha: '2026-11-18', now, ...over });

  it('takes one place and one credit', () => {
    spec.givenFacts(facts()).when(reserve()).then({
      occurrence: [{ type: 'SlotReserved', data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', hora: '18:00', userId: 'u1', capacity: 2 } }],
      member: [{ type: 'CreditConsumed', data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', userId: 'u1' } }],
    });
  });

  it('refuses a member without a valid health statement only when the studio blocks (health read)', () => {
    spec.givenFacts(facts({ health: { expiresOn: null } })).when(reserve())
      .thenRejects({ status: 409, code: 'HEALTH_STATEMENT_REQUIRED', detail: 'Para reservar necesitas tu declaración jurada de salud vigente: complétala y vuelve a intentarlo.' });
    spec.givenFacts(facts({ health: { expiresOn: '2026-11-16' } })).when(reserve()).thenRejects('HEALTH_STATEMENT_REQUIRED');
    const taken: BookingDecision = {
      occurrence: [{ type: 'SlotReserved', data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', hora: '18:00', userId: 'u1', capacity: 2 } }],
      member: [{ type: 'CreditConsumed', data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', userId: 'u1' } }],
    };
    spec.givenFacts(facts({ health: { expiresOn: '2026-11-17' } })).when(reserve()).then(taken);
    spec.givenFacts(facts({ health: null })).when(reserve()).then(taken);
  });

  it('refuses a full occurrence with the studio message', () => {
    spec.givenFacts(facts({ occupancy: { booked: 2, memberHolds: false } })).when(reserve())
      .thenRejects({ status: 409, code: 'SLOT_FULL', detail: 'No hay cupos disponibles para este horario.' });
  });

  it('refuses without a package, without credits, or when the package ends first', () => {
    spec.givenFacts(facts({ member: noPackage })).when(reserve()).thenRejects('NO_PACKAGE');
    spec.givenFacts(facts({ member: { ...member, credits: 0 } })).when(reserve()).thenRejects('NO_CREDITS');
    const lateNovember = { date: '2026-11-28', minutes: 600 };
    spec.givenFacts(facts()).when(reserve({ fecha: '2026-12-02', now: lateNovember })).thenRejects('PACKAGE_EXPIRES_BEFORE_CLASS');
    spec.givenFacts(facts({ member: { ...member, validUntil: '2026-11-16' } })).when(reserve()).thenRejects('NO_PACKAGE');
  });

  it('refuses a date that is not the slot weekday', () => {
    spec.givenFacts(facts()).when(reserve({ fecha: '2026-11-19' })).thenRejects({ status: 400, code: 'WRONG_WEEKDAY' });
  });

  it('refuses a class that already started, today or before', () => {
    const monday = { ...slot, diaSemana: 'Lunes', hora: '11:59' };
    const today = reserve({ fecha: '2026-11-16' });
    spec.givenFacts(facts({ slot: monday })).when(today).thenRejects('CLASS_STARTED');
    spec.givenFacts(facts({ slot: { ...monday, hora: '12:00' } })).when(today).thenRejects('CLASS_STARTED');
    spec.givenFacts(facts({ slot: { ...monday, hora: '12:01' } })).when(today).then({
      occurrence: [{ type: 'SlotReserved', data: { bookingId: 41, slotId: 7, fecha: '2026-11-16', hora: '12:01', userId: 'u1', capacity: 2 } }],
      member: [{ type: 'CreditConsumed', data: { bookingId: 41, slotId: 7, fecha: '2026-11-16', userId: 'u1' } }],
    });
    spec.givenFacts(facts()).when(reserve({ fecha: '2026-11-11' })).thenRejects('CLASS_STARTED');
  });

  it('refuses dates beyond the agenda horizon (end of month before the 27th)', () => {
    const longPackage = facts({ member: { ...member, validUntil: '2027-01-01' } });
    spec.givenFacts(longPackage).when(reserve({ fecha: '2026-12-02' })).thenRejects({ status: 400, code: 'OUTSIDE_AGENDA' });
    spec.givenFacts(longPackage).when(reserve({ fecha: '2026-12-02', now: { date: '2026-11-27', minutes: 600 } })).then({
      occurrence: [{ type: 'SlotReserved', data: { bookingId: 41, slotId: 7, fecha: '2026-12-02', hora: '18:00', userId: 'u1', capacity: 2 } }],
      member: [{ type: 'CreditConsumed', data: { bookingId: 41, slotId: 7, fecha: '2026-12-02', userId: 'u1' } }],
    });
  });

  it('refuses a second booking of the same occurrence by the same member', () => {
    spec.givenFacts(facts({ occupancy: { booked: 1, memberHolds: true } })).when(reserve()).thenRejects('ALREADY_BOOKED');
  });

  it('refuses past her plan\'s classes of the week, naming its Monday, and books below them', () => {
    const detail = 'Tu abono incluye 2 clases por semana y ya las reservaste la semana del 16/11.';
    spec.givenFacts(facts({ weekly: { limit: 2, booked: 2 } })).when(reserve()).thenRejects({ status: 409, code: 'WEEKLY_LIMIT_REACHED', detail });
    spec.givenFacts(facts({ weekly: { limit: 2, booked: 1 } })).when(reserve()).then({
      occurrence: [{ type: 'SlotReserved', data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', hora: '18:00', userId: 'u1', capacity: 2 } }],
      member: [{ type: 'CreditConsumed', data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', userId: 'u1' } }],
    });
  });

  it('refuses a slot that no longer exists', () => {
    spec.givenFacts(facts({ slot: undefined })).when(reserve()).thenRejects({ status: 404, code: 'SLOT_NOT_FOUND' });
  });

  it('refuses a deleted account, whatever its package still says', () => {
    spec.givenFacts(facts({ member: { ...member, deleted: true } })).when(reserve())
      .thenRejects({ status: 409, code: 'USER_DELETED', detail: 'Esa cuenta fue eliminada: ya no puedes darle paquetes, créditos, turnos ni planificaciones.' });
  });
});

describe('CancelBooking', () => {
  const spec = factsDeciderSpec(cancelBookingDecider);
  const booking: BookingFacts = { id: 41, slotId: 7, fecha: '2026-11-18', hora: '18:00', userId: 'u1', active: true };
  const cancel = (over: Partial<CancelBooking> = {}): CancelBooking => ({ bookingId: 41, actor: { userId: 'u1', role: 'member' }, reason: 'member', now, ...over });
  const ids = { bookingId: 41, slotId: 7, fecha: '2026-11-18', userId: 'u1' };
  const placeBack = (reason: 'member' | 'admin') => [{ type: 'BookingCancelled' as const, data: { ...ids, reason, hora: '18:00' } }];

  it('gives back the place and the credit', () => {
    spec.givenFacts({ booking, member }).when(cancel()).then({
      occurrence: placeBack('member'),
      member: [{ type: 'CreditRestored', data: { ...ids, reason: 'member' } }],
    });
  });

  it('gives back no credit once the package is gone', () => {
    spec.givenFacts({ booking, member: noPackage }).when(cancel()).then({ occurrence: placeBack('member'), member: [] });
  });

  it('gives back the place but no credit to a deleted account', () => {
    spec.givenFacts({ booking, member: { ...member, deleted: true } }).when(cancel({ actor: { userId: 'a', role: 'admin' }, reason: 'admin' }))
      .then({ occurrence: placeBack('admin'), member: [] });
  });

  it('gives back no credit for a booking staff made without one', () => {
    spec.givenFacts({ booking: { ...booking, creditConsumed: false }, member }).when(cancel()).then({ occurrence: placeBack('member'), member: [] });
  });

  it("refuses another member's booking but lets an admin cancel it", () => {
    spec.givenFacts({ booking, member }).when(cancel({ actor: { userId: 'u2', role: 'member' } })).thenRejects({ status: 403, code: 'NOT_YOUR_BOOKING' });
    spec.givenFacts({ booking, member }).when(cancel({ actor: { userId: 'a', role: 'admin' }, reason: 'admin' })).then({
      occurrence: placeBack('admin'),
      member: [{ type: 'CreditRestored', data: { ...ids, reason: 'admin' } }],
    });
  });

  it('refuses once the class started, and for a booking already cancelled or never made', () => {
    spec.givenFacts({ booking: { ...booking, fecha: '2026-11-16', hora: '08:00' }, member }).when(cancel()).thenRejects({ status: 409, code: 'CLASS_STARTED' });
    spec.givenFacts({ booking: { ...booking, active: false }, member }).when(cancel()).thenRejects({ status: 404, code: 'BOOKING_NOT_FOUND' });
    spec.givenFacts({ booking: undefined, member }).when(cancel()).thenRejects('BOOKING_NOT_FOUND');
  });
});

describe('ReserveSlot on the calendar exceptions', () => {
  const spec = factsDeciderSpec(reserveSlotDecider);
  const reserve: ReserveSlot = { bookingId: 41, userId: 'u1', fecha: '2026-11-18', now };
  const withSlot = (over: Partial<ReserveSlotFacts['slot'] & object>): ReserveSlotFacts => ({ slot: { ...slot, ...over }, occupancy: free, member });

  it('refuses a closed day and a cancelled class, with the motivo', () => {
    spec.givenFacts(withSlot({ exception: { kind: 'day-closed', motivo: 'Feriado' } })).when(reserve).thenRejects({ status: 409, code: 'STUDIO_CLOSED', detail: 'El estudio está cerrado ese día (Feriado). Elige otra fecha.' });
    spec.givenFacts(withSlot({ exception: { kind: 'cancelled', motivo: 'Profe enferma' } })).when(reserve).thenRejects({ status: 409, code: 'CLASS_CANCELLED', detail: 'Esa clase se canceló (Profe enferma). Elige otra clase.' });
  });

  it('books a one-off class on its date only', () => {
    spec.givenFacts(withSlot({ fecha: '2026-11-18' })).when(reserve).then({
      occurrence: [{ type: 'SlotReserved', data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', hora: '18:00', userId: 'u1', capacity: 2 } }],
      member: [{ type: 'CreditConsumed', data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', userId: 'u1' } }],
    });
    spec.givenFacts(withSlot({ fecha: '2026-11-21' })).when(reserve).thenRejects({ status: 400, code: 'ONE_OFF_OTHER_DATE' });
  });
});
