import { describe, expect, it } from 'vitest';
import { DomainError } from '../../events/framework/errors';
import { decideCancel, decideReserve, type BookingFacts, type MemberCredit, type ReserveSlot } from './booking.decider';

// Monday 2026-11-16, 12:00 in the studio.
const now = { date: '2026-11-16', minutes: 12 * 60 };
const slot = { id: 7, diaSemana: 'Miércoles', hora: '18:00', cupoMaximo: 2 };
const member: MemberCredit = { packageId: 3, validUntil: '2026-12-01', credits: 4 };
const reserve = (over: Partial<ReserveSlot> = {}): ReserveSlot => ({ bookingId: 41, userId: 'u1', fecha: '2026-11-18', slot, now, ...over });
const free = { booked: 0, memberHolds: false };

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).code;
  }
  throw new Error('expected a refusal');
};

describe('ReserveSlot', () => {
  it('takes one place and one credit', () => {
    const d = decideReserve(reserve(), free, member);
    expect(d.occurrence).toEqual([{ type: 'SlotReserved', data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', hora: '18:00', userId: 'u1', capacity: 2 } }]);
    expect(d.member).toEqual([{ type: 'CreditConsumed', data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', userId: 'u1' } }]);
  });

  it('refuses a full occurrence with the studio message', () => {
    expect(() => decideReserve(reserve(), { booked: 2, memberHolds: false }, member)).toThrow('No hay cupos disponibles para este horario.');
    expect(code(() => decideReserve(reserve(), { booked: 2, memberHolds: false }, member))).toBe('SLOT_FULL');
  });

  it('refuses without a package, without credits, or when the package ends first', () => {
    expect(code(() => decideReserve(reserve(), free, { packageId: null, validUntil: null, credits: 0 }))).toBe('NO_PACKAGE');
    expect(code(() => decideReserve(reserve(), free, { ...member, credits: 0 }))).toBe('NO_CREDITS');
    const lateNovember = { date: '2026-11-28', minutes: 600 };
    expect(code(() => decideReserve(reserve({ fecha: '2026-12-02', now: lateNovember }), free, { ...member, validUntil: '2026-12-01' }))).toBe(
      'PACKAGE_EXPIRES_BEFORE_CLASS',
    );
    expect(code(() => decideReserve(reserve(), free, { ...member, validUntil: '2026-11-16' }))).toBe('NO_PACKAGE');
  });

  it('refuses a date that is not the slot weekday', () => {
    expect(code(() => decideReserve(reserve({ fecha: '2026-11-19' }), free, member))).toBe('WRONG_WEEKDAY');
  });

  it('refuses a class that already started, today or before', () => {
    const mondaySlot = { ...slot, diaSemana: 'Lunes', hora: '11:59' };
    expect(code(() => decideReserve(reserve({ slot: mondaySlot, fecha: '2026-11-16' }), free, member))).toBe('CLASS_STARTED');
    expect(code(() => decideReserve(reserve({ slot: { ...mondaySlot, hora: '12:00' }, fecha: '2026-11-16' }), free, member))).toBe('CLASS_STARTED');
    expect(decideReserve(reserve({ slot: { ...mondaySlot, hora: '12:01' }, fecha: '2026-11-16' }), free, member).occurrence).toHaveLength(1);
    expect(code(() => decideReserve(reserve({ fecha: '2026-11-11' }), free, member))).toBe('CLASS_STARTED');
  });

  it('refuses dates beyond the agenda horizon (end of month before the 27th)', () => {
    expect(code(() => decideReserve(reserve({ fecha: '2026-12-02' }), free, { ...member, validUntil: '2027-01-01' }))).toBe('OUTSIDE_AGENDA');
    const lateInMonth = { date: '2026-11-27', minutes: 600 };
    expect(decideReserve(reserve({ fecha: '2026-12-02', now: lateInMonth }), free, { ...member, validUntil: '2027-01-01' }).occurrence).toHaveLength(1);
  });

  it('refuses a second booking of the same occurrence by the same member', () => {
    expect(code(() => decideReserve(reserve(), { booked: 1, memberHolds: true }, member))).toBe('ALREADY_BOOKED');
  });

  it('refuses a slot that no longer exists', () => {
    expect(code(() => decideReserve(reserve({ slot: undefined }), free, member))).toBe('SLOT_NOT_FOUND');
  });
});

describe('CancelBooking', () => {
  const booking: BookingFacts = { id: 41, slotId: 7, fecha: '2026-11-18', hora: '18:00', userId: 'u1', active: true };
  const byOwner = { userId: 'u1', role: 'member' as const };

  it('gives back the place and the credit', () => {
    const d = decideCancel({ booking, actor: byOwner, reason: 'member', now }, member);
    expect(d.occurrence[0]!.type).toBe('BookingCancelled');
    expect(d.member).toEqual([{ type: 'CreditRestored', data: { bookingId: 41, slotId: 7, fecha: '2026-11-18', userId: 'u1', reason: 'member' } }]);
  });

  it('gives back no credit once the package is gone', () => {
    const d = decideCancel({ booking, actor: byOwner, reason: 'member', now }, { packageId: null, validUntil: null, credits: 0 });
    expect(d.occurrence).toHaveLength(1);
    expect(d.member).toEqual([]);
  });

  it("refuses another member's booking but lets an admin cancel it", () => {
    expect(code(() => decideCancel({ booking, actor: { userId: 'u2', role: 'member' }, reason: 'member', now }, member))).toBe('NOT_YOUR_BOOKING');
    expect(decideCancel({ booking, actor: { userId: 'a', role: 'admin' }, reason: 'admin', now }, member).occurrence).toHaveLength(1);
  });

  it('refuses once the class started, and for a booking already cancelled', () => {
    expect(code(() => decideCancel({ booking: { ...booking, fecha: '2026-11-16', hora: '08:00' }, actor: byOwner, reason: 'member', now }, member))).toBe('CLASS_STARTED');
    expect(code(() => decideCancel({ booking: { ...booking, active: false }, actor: byOwner, reason: 'member', now }, member))).toBe('BOOKING_NOT_FOUND');
  });
});
