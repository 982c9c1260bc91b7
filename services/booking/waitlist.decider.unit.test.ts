import { describe, expect, it } from 'vitest';
import { factsDeciderSpec } from '../../events/framework/decider-spec';
import type { MemberCredit } from './booking.decider';
import {
  cancelAndSettle,
  clearWaitlistDecider,
  joinWaitlistDecider,
  leaveWaitlistDecider,
  minutesUntilClass,
  settleWaitlistDecider,
  type JoinFacts,
  type OccurrenceWaitlist,
  type WaitingEntry,
} from './waitlist.decider';
import { promotionCutoffMinutes } from '../../domain/booking/waitlist-cutoff';

// Monday 2026-11-16, 12:00 in the studio; the class is Wednesday 2026-11-18 at 18:00 with 2 places.
const now = { date: '2026-11-16', minutes: 12 * 60 };
const fecha = '2026-11-18';
const slot = { id: 7, diaSemana: 'Miércoles', hora: '18:00', cupoMaximo: 2 };
const member: MemberCredit = { packageId: 3, validUntil: '2026-12-01', credits: 4 };

const join = factsDeciderSpec(joinWaitlistDecider);
const joinCmd = { entryId: 5, userId: 'u1', fecha, now };
const full: JoinFacts = { slot, booked: 2, memberHolds: false, onList: false, queueLength: 2, member };

describe('JoinWaitlist', () => {
  it('queues the member behind those already waiting, without taking a credit', () => {
    join.givenFacts(full).when(joinCmd).then({
      occurrence: [{ type: 'WaitlistJoined', data: { entryId: 5, slotId: 7, fecha, hora: '18:00', userId: 'u1' } }],
      posicion: 3,
    });
  });

  it('refuses while places are left: the member can book instead', () => {
    join.givenFacts({ ...full, booked: 1 }).when(joinCmd).thenRejects({ status: 409, code: 'SLOT_NOT_FULL' });
  });

  it('refuses a member already booked or already on the list', () => {
    join.givenFacts({ ...full, memberHolds: true }).when(joinCmd).thenRejects('ALREADY_BOOKED');
    join.givenFacts({ ...full, onList: true }).when(joinCmd).thenRejects({ status: 409, code: 'ALREADY_WAITLISTED', detail: 'Ya estás en la lista de espera de esa clase.' });
  });

  it('refuses like booking does: no package, package ending first, no credits', () => {
    join.givenFacts({ ...full, member: { packageId: null, validUntil: null, credits: 0 } }).when(joinCmd).thenRejects('NO_PACKAGE');
    join.givenFacts({ ...full, member: { ...member, validUntil: '2026-11-18' } }).when(joinCmd).thenRejects('PACKAGE_EXPIRES_BEFORE_CLASS');
    join.givenFacts({ ...full, member: { ...member, credits: 0 } }).when(joinCmd).thenRejects('NO_CREDITS');
    join.givenFacts({ ...full, coversDiscipline: false }).when(joinCmd).thenRejects({ status: 409, code: 'PACKAGE_NOT_FOR_DISCIPLINE' });
  });

  it('refuses like booking does when the studio blocks members without a valid health statement', () => {
    join.givenFacts({ ...full, health: { expiresOn: null } }).when(joinCmd).thenRejects({ status: 409, code: 'HEALTH_STATEMENT_REQUIRED' });
    join.givenFacts({ ...full, health: { expiresOn: now.date } }).when(joinCmd).thenRejects('HEALTH_STATEMENT_REQUIRED');
    join.givenFacts({ ...full, health: { expiresOn: '2026-11-17' } }).when(joinCmd).then({
      occurrence: [{ type: 'WaitlistJoined', data: { entryId: 5, slotId: 7, fecha, hora: '18:00', userId: 'u1' } }],
      posicion: 3,
    });
  });

  it('refuses like booking does when the studio blocks members en mora past its days', () => {
    const debt = { owed: 2_800_000, oldestOwed: '2026-11-01', graceDays: 10, blockAfterDays: 2 }; // 5 days en mora
    const refused = { status: 409, code: 'DEBT_BOOKING_BLOCKED', detail: 'Tu cuota está en mora hace 5 días: ponte al día para reservar.' };
    join.givenFacts({ ...full, debt }).when(joinCmd).thenRejects(refused);
    join.givenFacts({ ...full, debt: { ...debt, oldestOwed: '2026-11-05' } }).when(joinCmd).then({
      occurrence: [{ type: 'WaitlistJoined', data: { entryId: 5, slotId: 7, fecha, hora: '18:00', userId: 'u1' } }],
      posicion: 3,
    });
  });

  it('refuses like booking does on a day her pause covers', () => {
    const refused = { status: 409, code: 'MEMBER_PAUSED', detail: 'Tu abono está en pausa del 20/11 al 30/11: no puedes reservar en esos días.' };
    join.givenFacts({ ...full, paused: { from: '2026-11-20', to: '2026-11-30' } }).when(joinCmd).thenRejects(refused);
  });

  it('refuses her past her plan\'s classes of the week, as booking would', () => {
    join.givenFacts({ ...full, weekly: { limit: 2, booked: 2 } }).when(joinCmd).thenRejects({ status: 409, code: 'WEEKLY_LIMIT_REACHED' });
  });

  it('refuses a deleted account', () => {
    join.givenFacts({ ...full, member: { ...member, deleted: true } }).when(joinCmd).thenRejects({ status: 409, code: 'USER_DELETED' });
  });

  it('refuses a started class, a date beyond the agenda, a wrong weekday and a removed slot', () => {
    join.givenFacts(full).when({ ...joinCmd, now: { date: fecha, minutes: 18 * 60 } }).thenRejects('CLASS_STARTED');
    join.givenFacts(full).when({ ...joinCmd, fecha: '2027-01-06' }).thenRejects({ status: 400, code: 'OUTSIDE_AGENDA' });
    join.givenFacts(full).when({ ...joinCmd, fecha: '2026-11-19' }).thenRejects('WRONG_WEEKDAY');
    join.givenFacts({ ...full, slot: undefined }).when(joinCmd).thenRejects({ status: 404, code: 'SLOT_NOT_FOUND' });
  });
});

describe('LeaveWaitlist', () => {
  const leave = factsDeciderSpec(leaveWaitlistDecider);
  const cmd = { userId: 'u1', slotId: 7, fecha, actor: { userId: 'u1', role: 'member' as const } };

  it('takes the member off the list, with who did it', () => {
    leave.givenFacts({ entryId: 5 }).when(cmd).then([{ type: 'WaitlistLeft', data: { entryId: 5, slotId: 7, fecha, userId: 'u1', reason: 'member' } }]);
    leave
      .givenFacts({ entryId: 5 })
      .when({ ...cmd, actor: { userId: 'boss', role: 'admin' } })
      .then([{ type: 'WaitlistLeft', data: { entryId: 5, slotId: 7, fecha, userId: 'u1', reason: 'admin' } }]);
  });

  it('refuses a member who is not waiting, and a member acting for someone else', () => {
    leave.givenFacts({ entryId: undefined }).when(cmd).thenRejects({ status: 404, code: 'NOT_ON_WAITLIST' });
    leave.givenFacts({ entryId: 5 }).when({ ...cmd, actor: { userId: 'u2', role: 'member' } }).thenRejects({ status: 403 });
  });
});

describe('ClearWaitlist', () => {
  it('takes every entry off the list of a class the studio removed or moved', () => {
    factsDeciderSpec(clearWaitlistDecider)
      .givenFacts({ entries: [{ entryId: 1, userId: 'a' }, { entryId: 2, userId: 'b' }] })
      .when({ slotId: 7, fecha, reason: 'slot-removed' })
      .then([
        { type: 'WaitlistLeft', data: { entryId: 1, slotId: 7, fecha, userId: 'a', reason: 'slot-removed' } },
        { type: 'WaitlistLeft', data: { entryId: 2, slotId: 7, fecha, userId: 'b', reason: 'slot-removed' } },
      ]);
    factsDeciderSpec(clearWaitlistDecider).givenFacts({ entries: [] }).when({ slotId: 7, fecha, reason: 'slot-changed' }).then([]);
  });
});

const userOf = (e: { data: object }) => (e.data as { userId?: string }).userId;
const waiting = (entryId: number, userId: string, over: Partial<WaitingEntry> = {}): WaitingEntry => ({ entryId, userId, member, holdsBooking: false, ...over });
const occurrence = (over: Partial<OccurrenceWaitlist> = {}): OccurrenceWaitlist => ({
  slot,
  fecha,
  booked: 1,
  waiting: [waiting(1, 'a'), waiting(2, 'b')],
  cutoffMinutes: 120,
  ...over,
});

describe('settling a freed place', () => {
  const settle = factsDeciderSpec(settleWaitlistDecider);
  const cmd = { now, bookingIds: [90, 91] };

  it('before the cutoff books the first in line: one place, one credit, the promotion recorded', () => {
    settle.givenFacts(occurrence()).when(cmd).then({
      occurrence: [
        { type: 'WaitlistPromoted', data: { entryId: 1, slotId: 7, fecha, userId: 'a', hora: '18:00', bookingId: 90 } },
        { type: 'SlotReserved', data: { bookingId: 90, slotId: 7, fecha, hora: '18:00', userId: 'a', capacity: 2 } },
      ],
      members: { a: [{ type: 'CreditConsumed', data: { bookingId: 90, slotId: 7, fecha, userId: 'a' } }] },
    });
  });

  it('skips members who could not book, with booking’s refusal as the reason, and promotes the next', () => {
    const d = settleWaitlistDecider.decide(cmd, occurrence({
      waiting: [waiting(1, 'a', { member: { ...member, credits: 0 } }), waiting(2, 'b', { member: { packageId: null, validUntil: null, credits: 0 } }), waiting(3, 'c', { member: { ...member, validUntil: '2026-11-17' } }), waiting(5, 'e', { coversDiscipline: false }), waiting(4, 'd')],
    }));
    expect(d.occurrence.map((e) => [e.type, 'reason' in e.data ? e.data.reason : userOf(e)])).toEqual([
      ['WaitlistSkipped', 'NO_CREDITS'],
      ['WaitlistSkipped', 'NO_PACKAGE'],
      ['WaitlistSkipped', 'PACKAGE_EXPIRES_BEFORE_CLASS'],
      ['WaitlistSkipped', 'PACKAGE_NOT_FOR_DISCIPLINE'],
      ['WaitlistPromoted', 'd'],
      ['SlotReserved', 'd'],
    ]);
    expect(Object.keys(d.members)).toEqual(['d']);
  });

  it('skips a member without a valid health statement when the studio blocks, and promotes the next', () => {
    const d = settleWaitlistDecider.decide(cmd, occurrence({
      waiting: [waiting(1, 'a', { health: { expiresOn: null } }), waiting(2, 'b', { health: { expiresOn: '2026-11-16' } }), waiting(3, 'c', { health: { expiresOn: '2027-11-16' } })],
    }));
    expect(d.occurrence).toEqual([
      { type: 'WaitlistSkipped', data: { entryId: 1, slotId: 7, fecha, userId: 'a', reason: 'HEALTH_STATEMENT_REQUIRED' } },
      { type: 'WaitlistSkipped', data: { entryId: 2, slotId: 7, fecha, userId: 'b', reason: 'HEALTH_STATEMENT_REQUIRED' } },
      { type: 'WaitlistPromoted', data: { entryId: 3, slotId: 7, fecha, userId: 'c', hora: '18:00', bookingId: 90 } },
      { type: 'SlotReserved', data: { bookingId: 90, slotId: 7, fecha, hora: '18:00', userId: 'c', capacity: 2 } },
    ]);
    expect(Object.keys(d.members)).toEqual(['c']);
  });

  it('skips a member who booked her plan\'s classes of that week, and promotes the next', () => {
    const d = settleWaitlistDecider.decide(cmd, occurrence({ waiting: [waiting(1, 'a', { weekly: { limit: 1, booked: 1 } }), waiting(2, 'b', { weekly: { limit: 2, booked: 1 } })] }));
    expect(d.occurrence[0]).toEqual({ type: 'WaitlistSkipped', data: { entryId: 1, slotId: 7, fecha, userId: 'a', reason: 'WEEKLY_LIMIT_REACHED' } });
    expect(d.occurrence[1]).toMatchObject({ type: 'WaitlistPromoted', data: { userId: 'b' } });
  });

  it('skips a member whose pause covers the class, and promotes the next', () => {
    const d = settleWaitlistDecider.decide(cmd, occurrence({ waiting: [waiting(1, 'a', { paused: { from: fecha, to: fecha } }), waiting(2, 'b')] }));
    expect(d.occurrence[0]).toEqual({ type: 'WaitlistSkipped', data: { entryId: 1, slotId: 7, fecha, userId: 'a', reason: 'MEMBER_PAUSED' } });
    expect(d.occurrence[1]).toMatchObject({ type: 'WaitlistPromoted', data: { userId: 'b' } });
  });

  it('skips a member en mora past the studio’s days when it blocks, and promotes the next', () => {
    const debt = { owed: 2_800_000, oldestOwed: '2026-11-01', graceDays: 10, blockAfterDays: 0 };
    const d = settleWaitlistDecider.decide(cmd, occurrence({ waiting: [waiting(1, 'a', { debt }), waiting(2, 'b', { debt: { ...debt, owed: 0, oldestOwed: null } })] }));
    expect(d.occurrence).toEqual([
      { type: 'WaitlistSkipped', data: { entryId: 1, slotId: 7, fecha, userId: 'a', reason: 'DEBT_BOOKING_BLOCKED' } },
      { type: 'WaitlistPromoted', data: { entryId: 2, slotId: 7, fecha, userId: 'b', hora: '18:00', bookingId: 90 } },
      { type: 'SlotReserved', data: { bookingId: 90, slotId: 7, fecha, hora: '18:00', userId: 'b', capacity: 2 } },
    ]);
  });

  it('takes a deleted account off the list instead of booking it, and promotes the next', () => {
    const d = settleWaitlistDecider.decide(cmd, occurrence({ waiting: [waiting(1, 'a', { member: { ...member, deleted: true } }), waiting(2, 'b')] }));
    expect(d.occurrence.map((e) => [e.type, userOf(e), 'reason' in e.data ? e.data.reason : undefined])).toEqual([
      ['WaitlistLeft', 'a', 'member'],
      ['WaitlistPromoted', 'b', undefined],
      ['SlotReserved', 'b', undefined],
    ]);
    expect(Object.keys(d.members)).toEqual(['b']);
  });

  it('gives as many places as are free and never more', () => {
    const two = settleWaitlistDecider.decide(cmd, occurrence({ booked: 0, waiting: [waiting(1, 'a'), waiting(2, 'b'), waiting(3, 'c')] }));
    expect(two.occurrence.filter((e) => e.type === 'SlotReserved').map((e) => e.data.userId)).toEqual(['a', 'b']);
    settle.givenFacts(occurrence({ booked: 2 })).when(cmd).then({ occurrence: [], members: {} });
    settle.givenFacts(occurrence({ booked: 3 })).when(cmd).then({ occurrence: [], members: {} });
  });

  it('after the cutoff offers the places to everyone waiting at once, booking nobody', () => {
    const late = { date: fecha, minutes: 16 * 60 + 30 }; // 90 minutes before class, cutoff 120
    settle.givenFacts(occurrence()).when({ ...cmd, now: late }).then({
      occurrence: [{ type: 'WaitlistOfferOpened', data: { slotId: 7, fecha, hora: '18:00', places: 1, userIds: ['a', 'b'] } }],
      members: {},
    });
    // Exactly at the cutoff the offer rule already applies; a minute before it, promotion still does.
    expect(settleWaitlistDecider.decide({ ...cmd, now: { date: fecha, minutes: 16 * 60 } }, occurrence()).occurrence[0]!.type).toBe('WaitlistOfferOpened');
    expect(settleWaitlistDecider.decide({ ...cmd, now: { date: fecha, minutes: 16 * 60 - 1 } }, occurrence()).occurrence[0]!.type).toBe('WaitlistPromoted');
  });

  it('follows the cutoff the studio set for the discipline, never later than booking closes', () => {
    const at = (minutesBefore: number) => ({ ...cmd, now: { date: fecha, minutes: 18 * 60 - minutesBefore } });
    const first = (occ: OccurrenceWaitlist, minutesBefore: number) => settleWaitlistDecider.decide(at(minutesBefore), occ).occurrence[0]!.type;
    // Discipline with a 30-minute cutoff: 45 minutes before class the first in line is booked; 20 before, the list is offered.
    const thirty = occurrence({ cutoffMinutes: promotionCutoffMinutes({ waitlistCutoffMinutesBefore: 30, closesMinutesBefore: 0 }) });
    expect(first(thirty, 45)).toBe('WaitlistPromoted');
    expect(first(thirty, 20)).toBe('WaitlistOfferOpened');
    // Booking closes 60 minutes before: a promotion is a booking, so from then on the place is offered instead.
    const closesFirst = occurrence({ cutoffMinutes: promotionCutoffMinutes({ waitlistCutoffMinutesBefore: 30, closesMinutesBefore: 60 }) });
    expect(first(closesFirst, 61)).toBe('WaitlistPromoted');
    expect(first(closesFirst, 45)).toBe('WaitlistOfferOpened');
  });

  it('closes spent entries (the member booked the class) and does nothing once the class started', () => {
    const d = settleWaitlistDecider.decide(cmd, occurrence({ waiting: [waiting(1, 'a', { holdsBooking: true }), waiting(2, 'b')] }));
    expect(d.occurrence.map((e) => e.type)).toEqual(['WaitlistLeft', 'WaitlistPromoted', 'SlotReserved']);
    expect(d.occurrence[0]!.data).toMatchObject({ userId: 'a', reason: 'booked' });
    settle.givenFacts(occurrence()).when({ ...cmd, now: { date: fecha, minutes: 18 * 60 } }).then({ occurrence: [], members: {} });
    settle.givenFacts(occurrence({ slot: undefined })).when(cmd).then({ occurrence: [], members: {} });
  });

  it('counts minutes to class across days', () => {
    expect(minutesUntilClass(fecha, '18:00', now)).toBe(2 * 1440 + 6 * 60);
    expect(minutesUntilClass(fecha, '18:00', { date: fecha, minutes: 18 * 60 + 5 })).toBe(-5);
  });
});

describe('a cancellation with a waitlist', () => {
  const cancelled = {
    occurrence: [{ type: 'BookingCancelled' as const, data: { bookingId: 40, slotId: 7, fecha, hora: '18:00', userId: 'x', reason: 'member' as const } }],
    member: [{ type: 'CreditRestored' as const, data: { bookingId: 40, slotId: 7, fecha, userId: 'x', reason: 'member' as const } }],
  };

  it('gives the freed place to the first in line in the same decision', () => {
    const d = cancelAndSettle(cancelled, 'x', 'member', occurrence({ booked: 2 }), { now, bookingIds: [90] });
    expect(d.occurrence.map((e) => e.type)).toEqual(['BookingCancelled', 'WaitlistPromoted', 'SlotReserved']);
    expect(d.member).toEqual(cancelled.member);
    expect(d.members.a).toHaveLength(1);
  });

  it('spends the canceller’s own entry instead of promoting them back', () => {
    const d = cancelAndSettle(cancelled, 'x', 'member', occurrence({ booked: 2, waiting: [waiting(1, 'x'), waiting(2, 'b')] }), { now, bookingIds: [90] });
    expect(d.occurrence.map((e) => [e.type, userOf(e)])).toEqual([
      ['BookingCancelled', 'x'],
      ['WaitlistLeft', 'x'],
      ['WaitlistPromoted', 'b'],
      ['SlotReserved', 'b'],
    ]);
  });

  it('promotes nobody into a class the studio removed or moved', () => {
    for (const reason of ['slot-removed', 'slot-changed'] as const) {
      expect(cancelAndSettle(cancelled, 'x', reason, occurrence({ booked: 2 }), { now, bookingIds: [90] }).occurrence.map((e) => e.type)).toEqual(['BookingCancelled']);
    }
  });
});
