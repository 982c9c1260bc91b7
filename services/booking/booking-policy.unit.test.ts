import { describe, expect, it } from 'vitest';
import type { BookingPolicy } from '../../events/catalog/catalog.events';
import { factsDeciderSpec } from '../../events/framework/decider-spec';
import type { BookingDecision, BookingFacts, CancelBooking, MemberCredit, ReserveSlot } from './booking.decider';
import { cancelNotice, cancellationTerms, policyCancelDecider, policyReserveDecider, STUDIO_DEFAULT_POLICY, type PolicyCancelFacts, type PolicyReserveFacts } from './booking-policy';

// Monday 2026-11-16, 12:00 in the studio; Wednesday's 18:00 class is 54 hours away.
const now = { date: '2026-11-16', minutes: 12 * 60 };
const slot = { id: 7, diaSemana: 'Miércoles', hora: '18:00', cupoMaximo: 10 };
const member: MemberCredit = { packageId: 3, validUntil: '2026-12-01', credits: 4 };
const policy = (over: Partial<BookingPolicy> = {}): BookingPolicy => ({ ...STUDIO_DEFAULT_POLICY, ...over });

const reserved = (fecha: string, hora = '18:00'): BookingDecision => ({
  occurrence: [{ type: 'SlotReserved', data: { bookingId: 41, slotId: 7, fecha, hora, userId: 'u1', capacity: 10 } }],
  member: [{ type: 'CreditConsumed', data: { bookingId: 41, slotId: 7, fecha, userId: 'u1' } }],
});

describe('ReserveSlot under a booking policy', () => {
  const spec = factsDeciderSpec(policyReserveDecider);
  const facts = (p: BookingPolicy, over: Partial<PolicyReserveFacts> = {}): PolicyReserveFacts => ({ slot, occupancy: { booked: 0, memberHolds: false }, member, policy: p, ...over });
  const reserve = (over: Partial<ReserveSlot> = {}): ReserveSlot => ({ bookingId: 41, userId: 'u1', fecha: '2026-11-18', now, ...over });

  it('books as today when the discipline has no policy of its own', () => {
    spec.givenFacts(facts(STUDIO_DEFAULT_POLICY)).when(reserve()).then(reserved('2026-11-18'));
  });

  it('opens booking N days before the class, from the start of that day', () => {
    spec.givenFacts(facts(policy({ opensDaysAhead: 1 }))).when(reserve())
      .thenRejects({ status: 409, code: 'BOOKING_NOT_OPEN_YET', detail: 'Todavía no puedes reservar esta clase: las reservas abren el 17/11.' });
    spec.givenFacts(facts(policy({ opensDaysAhead: 2 }))).when(reserve()).then(reserved('2026-11-18'));
    spec.givenFacts(facts(policy({ opensDaysAhead: 1 }))).when(reserve({ now: { date: '2026-11-17', minutes: 0 } })).then(reserved('2026-11-18'));
  });

  it('keeps the agenda horizon as the outer limit however far the policy opens', () => {
    const longPackage = { ...member, validUntil: '2027-01-01' };
    spec.givenFacts(facts(policy({ opensDaysAhead: 60 }), { member: longPackage })).when(reserve({ fecha: '2026-12-02' })).thenRejects('OUTSIDE_AGENDA');
  });

  it('closes booking M minutes before the class starts', () => {
    const today = { ...slot, diaSemana: 'Lunes', hora: '13:00' };
    const closing = facts(policy({ closesMinutesBefore: 60 }), { slot: today });
    spec.givenFacts(closing).when(reserve({ fecha: '2026-11-16', now: { date: '2026-11-16', minutes: 12 * 60 + 1 } }))
      .thenRejects({ status: 409, code: 'BOOKING_CLOSED', detail: 'Las reservas de esta clase cierran 60 minutos antes de que empiece.' });
    spec.givenFacts(closing).when(reserve({ fecha: '2026-11-16', now: { date: '2026-11-16', minutes: 12 * 60 } })).then(reserved('2026-11-16', '13:00'));
  });

  it('books with a package limited to the class\'s discipline, refuses one limited to another', () => {
    spec.givenFacts(facts(STUDIO_DEFAULT_POLICY, { slotDisciplineId: 2, packageDisciplineIds: [2] })).when(reserve()).then(reserved('2026-11-18'));
    spec.givenFacts(facts(STUDIO_DEFAULT_POLICY, { slotDisciplineId: 2, packageDisciplineIds: [] })).when(reserve()).then(reserved('2026-11-18'));
    spec.givenFacts(facts(STUDIO_DEFAULT_POLICY, { slotDisciplineId: 2, packageDisciplineIds: null })).when(reserve()).then(reserved('2026-11-18'));
    spec.givenFacts(facts(STUDIO_DEFAULT_POLICY, { slotDisciplineId: 2, packageDisciplineIds: [5] })).when(reserve())
      .thenRejects({ status: 409, code: 'PACKAGE_NOT_FOR_DISCIPLINE', detail: 'Tu paquete no incluye esta disciplina.' });
  });

  it('books any discipline of a package limited to several, refuses the others', () => {
    const yogaAndPilates = [2, 3];
    spec.givenFacts(facts(STUDIO_DEFAULT_POLICY, { slotDisciplineId: 2, packageDisciplineIds: yogaAndPilates })).when(reserve()).then(reserved('2026-11-18'));
    spec.givenFacts(facts(STUDIO_DEFAULT_POLICY, { slotDisciplineId: 3, packageDisciplineIds: yogaAndPilates })).when(reserve()).then(reserved('2026-11-18'));
    spec.givenFacts(facts(STUDIO_DEFAULT_POLICY, { slotDisciplineId: 4, packageDisciplineIds: yogaAndPilates })).when(reserve())
      .thenRejects({ status: 409, code: 'PACKAGE_NOT_FOR_DISCIPLINE' });
  });

  it("answers booking's own refusals first (a full class says so, whatever the window)", () => {
    spec.givenFacts(facts(policy({ opensDaysAhead: 1 }), { occupancy: { booked: 10, memberHolds: false } })).when(reserve()).thenRejects('SLOT_FULL');
    spec.givenFacts(facts(policy({ opensDaysAhead: 1 }), { slot: undefined })).when(reserve()).thenRejects('SLOT_NOT_FOUND');
  });
});

describe('CancelBooking under a booking policy', () => {
  const spec = factsDeciderSpec(policyCancelDecider);
  const booking: BookingFacts = { id: 41, slotId: 7, fecha: '2026-11-18', hora: '18:00', userId: 'u1', active: true };
  const strict = policy({ freeCancelHoursBefore: 24, freeLateCancelsPerMonth: 2 });
  const facts = (p: BookingPolicy, forgiven = 0, over: Partial<PolicyCancelFacts> = {}): PolicyCancelFacts => ({ booking, member, policy: p, lateCancelsForgivenThisMonth: forgiven, ...over });
  const byMember = (over: Partial<CancelBooking> = {}): CancelBooking => ({ bookingId: 41, actor: { userId: 'u1', role: 'member' }, reason: 'member', now, ...over });
  // Wednesday 18:00 minus 24 h is Tuesday 18:00.
  const tuesdayAt = (hhmm: string) => ({ date: '2026-11-17', minutes: Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) });
  const ids = { bookingId: 41, slotId: 7, fecha: '2026-11-18', userId: 'u1' };
  const placeBack = [{ type: 'BookingCancelled' as const, data: { ...ids, hora: '18:00', reason: 'member' as const } }];
  const creditBack = { type: 'CreditRestored' as const, data: { ...ids, reason: 'member' as const } };

  it('gives the credit back until H hours before the class', () => {
    spec.givenFacts(facts(strict)).when(byMember()).then({ occurrence: placeBack, member: [creditBack], terms: { kind: 'free' } });
    spec.givenFacts(facts(strict)).when(byMember({ now: tuesdayAt('18:00') })).then({ occurrence: placeBack, member: [creditBack], terms: { kind: 'free' } });
  });

  it('forgives the first G late cancellations of the month, and says which one it was', () => {
    const late = { ...ids, month: '2026-11' };
    spec.givenFacts(facts(strict, 0)).when(byMember({ now: tuesdayAt('18:01') })).then({
      occurrence: placeBack,
      member: [creditBack, { type: 'LateCancelForgiven', data: { ...late, used: 1, allowance: 2 } }],
      terms: { kind: 'late-forgiven', month: '2026-11', used: 1, allowance: 2 },
    });
    spec.givenFacts(facts(strict, 1)).when(byMember({ now: tuesdayAt('23:00') })).then({
      occurrence: placeBack,
      member: [creditBack, { type: 'LateCancelForgiven', data: { ...late, used: 2, allowance: 2 } }],
      terms: { kind: 'late-forgiven', month: '2026-11', used: 2, allowance: 2 },
    });
  });

  it('keeps the credit once the allowance is used up, with a ledger line that says why', () => {
    spec.givenFacts(facts(strict, 2)).when(byMember({ now: tuesdayAt('20:00') })).then({
      occurrence: placeBack,
      member: [{ type: 'CreditForfeited', data: { ...ids, month: '2026-11', reason: 'late-cancel' } }],
      terms: { kind: 'late-forfeit', month: '2026-11' },
    });
    spec.givenFacts(facts(policy({ freeCancelHoursBefore: 24 }))).when(byMember({ now: tuesdayAt('20:00') })).then({
      occurrence: placeBack,
      member: [{ type: 'CreditForfeited', data: { ...ids, month: '2026-11', reason: 'late-cancel' } }],
      terms: { kind: 'late-forfeit', month: '2026-11' },
    });
  });

  it("never charges the studio's own cancellations", () => {
    const byAdmin = byMember({ actor: { userId: 'a', role: 'admin' }, reason: 'admin', now: tuesdayAt('20:00') });
    spec.givenFacts(facts(strict, 2)).when(byAdmin).then({
      occurrence: [{ type: 'BookingCancelled', data: { ...ids, hora: '18:00', reason: 'admin' } }],
      member: [{ type: 'CreditRestored', data: { ...ids, reason: 'admin' } }],
      terms: { kind: 'free' },
    });
  });

  it('records no forfeit when booking gives no credit back anyway (the package is gone)', () => {
    const noPackage = { packageId: null, validUntil: null, credits: 0 };
    spec.givenFacts(facts(strict, 2, { member: noPackage })).when(byMember({ now: tuesdayAt('20:00') }))
      .then({ occurrence: placeBack, member: [], terms: { kind: 'late-forfeit', month: '2026-11' } });
  });

  it("answers booking's own refusals first", () => {
    spec.givenFacts(facts(strict)).when(byMember({ actor: { userId: 'u2', role: 'member' } })).thenRejects('NOT_YOUR_BOOKING');
    spec.givenFacts(facts(strict, 0, { booking: { ...booking, active: false } })).when(byMember()).thenRejects('BOOKING_NOT_FOUND');
    spec.givenFacts(facts(strict)).when(byMember({ now: { date: '2026-11-18', minutes: 18 * 60 } })).thenRejects('CLASS_STARTED');
  });
});

describe('cancellationTerms (what the member sees before confirming)', () => {
  it('counts the month of the cancellation, not of the class', () => {
    const p = policy({ freeCancelHoursBefore: 48, freeLateCancelsPerMonth: 1 });
    const endOfMonth = { date: '2026-11-30', minutes: 20 * 60 };
    expect(cancellationTerms(p, { fecha: '2026-12-01', hora: '09:00' }, 'member', endOfMonth, 0)).toEqual({ kind: 'late-forgiven', month: '2026-11', used: 1, allowance: 1 });
    expect(cancellationTerms(p, { fecha: '2026-12-01', hora: '09:00' }, 'member', endOfMonth, 1)).toEqual({ kind: 'late-forfeit', month: '2026-11' });
  });

  it('is always free without a free-cancellation limit, and for the studio', () => {
    expect(cancellationTerms(STUDIO_DEFAULT_POLICY, { fecha: '2026-11-16', hora: '12:01' }, 'member', now, 5)).toEqual({ kind: 'free' });
    expect(cancellationTerms(policy({ freeCancelHoursBefore: 0 }), { fecha: '2026-11-16', hora: '12:01' }, 'member', now, 0)).toEqual({ kind: 'free' });
    expect(cancellationTerms(policy({ freeCancelHoursBefore: 24 }), { fecha: '2026-11-16', hora: '12:01' }, 'system', now, 0)).toEqual({ kind: 'free' });
  });
});

describe('cancelNotice: what the member reads before confirming a cancel', () => {
  const booking = { fecha: '2026-11-18', hora: '18:00' };
  const strict = policy({ freeCancelHoursBefore: 24, freeLateCancelsPerMonth: 2 });
  const tuesday = (minutes: number) => ({ date: '2026-11-17', minutes });

  it('free until H hours before, with the time it stops being free', () => {
    expect(cancelNotice(strict, booking, now, 0)).toEqual({ gratis_hasta: '2026-11-17 18:00', devuelve_credito: true, tardias_sin_costo_restantes: null });
    expect(cancelNotice(STUDIO_DEFAULT_POLICY, booking, now, 0)).toEqual({ gratis_hasta: null, devuelve_credito: true, tardias_sin_costo_restantes: null });
  });

  it('late: the free late cancellations left after this one, then no credit back', () => {
    expect(cancelNotice(strict, booking, tuesday(19 * 60), 0)).toEqual({ gratis_hasta: '2026-11-17 18:00', devuelve_credito: true, tardias_sin_costo_restantes: 1 });
    expect(cancelNotice(strict, booking, tuesday(19 * 60), 1)).toEqual({ gratis_hasta: '2026-11-17 18:00', devuelve_credito: true, tardias_sin_costo_restantes: 0 });
    expect(cancelNotice(strict, booking, tuesday(19 * 60), 2)).toEqual({ gratis_hasta: '2026-11-17 18:00', devuelve_credito: false, tardias_sin_costo_restantes: null });
  });
});

describe('a booking that followed a moved class', () => {
  const p = policy({ freeCancelHoursBefore: 24 });
  it('cancels free until the class starts when the studio moved it inside the late window', () => {
    // Moved on Monday 12:00 to Tuesday 10:00 (22 h later, inside the 24 h): still free on Tuesday 09:00.
    const moved = { fecha: '2026-11-17', hora: '10:00', movedAt: '2026-11-16 12:00' };
    expect(cancellationTerms(p, moved, 'member', { date: '2026-11-17', minutes: 9 * 60 }, 0)).toEqual({ kind: 'free' });
    expect(cancelNotice(p, moved, now, 0)).toEqual({ gratis_hasta: null, devuelve_credito: true, tardias_sin_costo_restantes: null });
  });

  it('keeps the normal limit when the move left the member time to decide', () => {
    const moved = { fecha: '2026-11-19', hora: '19:00', movedAt: '2026-11-16 12:00' };
    expect(cancellationTerms(p, moved, 'member', { date: '2026-11-19', minutes: 9 * 60 }, 0)).toEqual({ kind: 'late-forfeit', month: '2026-11' });
    expect(cancelNotice(p, moved, now, 0).gratis_hasta).toBe('2026-11-18 19:00');
  });
});
