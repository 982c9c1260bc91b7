import { describe, expect, it } from 'vitest';
import type { PolicyCancelDecision } from './booking-policy';
import { cancelWithMakeup, studioCancelWithMakeup } from './makeup-cancel';

// Monday 2026-11-16, 12:00: she cancels Wednesday's class of her turno fijo.
const now = { date: '2026-11-16', minutes: 12 * 60 };
const booking = { id: 40, slotId: 5, fecha: '2026-11-18', hora: '18:00', userId: 'ana', active: true };
const ids = { bookingId: 40, slotId: 5, fecha: '2026-11-18', userId: 'ana' };
const cancelled = { type: 'BookingCancelled' as const, data: { ...ids, hora: '18:00', reason: 'member' as const } };
const restoredCredit = { type: 'CreditRestored' as const, data: { ...ids, reason: 'member' as const } };
const free: PolicyCancelDecision = { occurrence: [cancelled], member: [restoredCredit], terms: { kind: 'free' } };
const late: PolicyCancelDecision = { occurrence: [cancelled], member: [{ type: 'CreditForfeited', data: { ...ids, month: '2026-11', reason: 'late-cancel' } }], terms: { kind: 'late-forfeit', month: '2026-11' } };
const granted = (reason: 'cancel' | 'closure') => ({
  type: 'MakeupGranted',
  data: { userId: 'ana', makeupId: 40, slotId: 5, fecha: '2026-11-18', grantedOn: '2026-11-16', validUntil: '2026-12-15', reason },
});

describe('a cancellation with make-ups', () => {
  const member = { role: 'member' as const };

  it('turns her turno fijo\'s class cancelled in time into a make-up right instead of the credit back', () => {
    const d = cancelWithMakeup(free, { booking, makeup: { usedMakeupId: null, grantValidDays: 30 } }, member, now);
    expect(d.member).toEqual([granted('cancel')]);
    expect(d.occurrence).toEqual([cancelled]);
  });

  it('gives the credit back as before without make-ups, for a class outside her turno fijo, or when an admin cancels', () => {
    expect(cancelWithMakeup(free, { booking, makeup: { usedMakeupId: null, grantValidDays: null } }, member, now).member).toEqual([restoredCredit]);
    expect(cancelWithMakeup(free, { booking, makeup: { usedMakeupId: null, grantValidDays: 30 } }, { role: 'admin' }, now).member).toEqual([restoredCredit]);
  });

  it('gives nothing for a late cancellation: the policy already kept the credit', () => {
    expect(cancelWithMakeup(late, { booking, makeup: { usedMakeupId: null, grantValidDays: 30 } }, member, now).member).toEqual(late.member);
  });

  it('gives a make-up class\'s right back when cancelled in time, and keeps it used when late', () => {
    const noCredit: PolicyCancelDecision = { ...free, member: [] };
    expect(cancelWithMakeup(noCredit, { booking, makeup: { usedMakeupId: 30, grantValidDays: null } }, member, now).member)
      .toEqual([{ type: 'MakeupRestored', data: { userId: 'ana', makeupId: 30, bookingId: 40 } }]);
    const lateNoCredit: PolicyCancelDecision = { ...noCredit, terms: { kind: 'late-forfeit', month: '2026-11' } };
    expect(cancelWithMakeup(lateNoCredit, { booking, makeup: { usedMakeupId: 30, grantValidDays: null } }, member, now).member).toEqual([]);
  });
});

describe('a class the studio took away, with make-ups', () => {
  it('makes her turno fijo\'s class a make-up right when closures are recoverable, or gives the credit back', () => {
    expect(studioCancelWithMakeup([restoredCredit], booking, { grantValidDays: 30 }, now)).toEqual([granted('closure')]);
    expect(studioCancelWithMakeup([restoredCredit], booking, {}, now)).toEqual([restoredCredit]);
  });

  it('gives a make-up class\'s right back', () => {
    expect(studioCancelWithMakeup([], booking, { usedMakeupId: 30, grantValidDays: null }, now)).toEqual([{ type: 'MakeupRestored', data: { userId: 'ana', makeupId: 30, bookingId: 40 } }]);
  });
});
