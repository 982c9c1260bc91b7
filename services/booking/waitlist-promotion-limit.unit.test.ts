import { describe, expect, it } from 'vitest';
import { factsDeciderSpec } from '../../events/framework/decider-spec';
import type { MemberCredit } from './booking.decider';
import {
  changeWaitlistLimitDecider,
  joinWaitlistDecider,
  settleWaitlistDecider,
  type OccurrenceWaitlist,
  type WaitingEntry,
} from './waitlist.decider';

// The class is Wednesday 2026-11-18 at 18:00 with 2 places, one free; the studio's cutoff is 120 minutes.
const fecha = '2026-11-18';
const slot = { id: 7, diaSemana: 'Miércoles', hora: '18:00', cupoMaximo: 2 };
const member: MemberCredit = { packageId: 3, validUntil: '2026-12-01', credits: 4 };
const hoursBefore = (h: number) => ({ date: fecha, minutes: 18 * 60 - h * 60 });
const waiting = (entryId: number, userId: string, promoteUntilMinutes?: number | null): WaitingEntry =>
  ({ entryId, userId, member, holdsBooking: false, promoteUntilMinutes });
const occurrence = (waitingList: WaitingEntry[]): OccurrenceWaitlist => ({ slot, fecha, booked: 1, waiting: waitingList, cutoffMinutes: 120 });
const settle = (hours: number, list: WaitingEntry[]) => settleWaitlistDecider.decide({ now: hoursBefore(hours), bookingIds: [90, 91] }, occurrence(list));
const promotedUsers = (d: ReturnType<typeof settle>) => Object.keys(d.members);

describe('a member’s own promotion limit', () => {
  it('passes over the first in line whose limit passed and promotes the next; she keeps her place (no event)', () => {
    const d = settle(5, [waiting(1, 'a', 360), waiting(2, 'b')]);
    expect(promotedUsers(d)).toEqual(['b']);
    expect(d.occurrence.map((e) => e.type)).toEqual(['WaitlistPromoted', 'SlotReserved']);
  });

  it('promotes her while her limit has not passed yet', () => {
    expect(promotedUsers(settle(7, [waiting(1, 'a', 360), waiting(2, 'b')]))).toEqual(['a']);
    // Exactly at her limit it has passed, as at the studio's cutoff.
    expect(promotedUsers(settle(6, [waiting(1, 'a', 360), waiting(2, 'b')]))).toEqual(['b']);
  });

  it('promotes nobody when every limit left has passed: nobody leaves the list, the free place is offered to them', () => {
    const d = settle(5, [waiting(1, 'a', 360), waiting(2, 'b', 720)]);
    expect(d).toEqual({
      occurrence: [{ type: 'WaitlistOfferOpened', data: { slotId: 7, fecha, hora: '18:00', places: 1, userIds: ['a', 'b'] } }],
      members: {},
    });
  });

  it('offers only to those passed over a place left after the others were booked or skipped', () => {
    const broke = { ...waiting(2, 'b'), member: { ...member, credits: 0 } };
    const d = settle(5, [waiting(1, 'a', 360), broke]);
    expect(d.occurrence.map((e) => e.type)).toEqual(['WaitlistSkipped', 'WaitlistOfferOpened']);
    expect(d.occurrence[1]).toMatchObject({ data: { userIds: ['a'], places: 1 } });
    expect(d.members).toEqual({});
  });

  it('without a limit of her own (absent or null) the studio’s cutoff is hers', () => {
    expect(promotedUsers(settle(3, [waiting(1, 'a'), waiting(2, 'b')]))).toEqual(['a']);
    expect(promotedUsers(settle(3, [waiting(1, 'a', null), waiting(2, 'b')]))).toEqual(['a']);
  });

  it('never promotes later than the studio’s cutoff, whatever she chose', () => {
    const d = settle(1, [waiting(1, 'a', 30), waiting(2, 'b')]);
    expect(d.occurrence.map((e) => e.type)).toEqual(['WaitlistOfferOpened']);
  });

  it('after the studio’s cutoff she is offered the place with everyone else', () => {
    const d = settle(1, [waiting(1, 'a', 720), waiting(2, 'b')]);
    expect(d.occurrence).toEqual([{ type: 'WaitlistOfferOpened', data: { slotId: 7, fecha, hora: '18:00', places: 1, userIds: ['a', 'b'] } }]);
  });
});

describe('JoinWaitlist with a limit', () => {
  const facts = { slot, booked: 2, memberHolds: false, onList: false, queueLength: 0, member };
  const cmd = { entryId: 5, userId: 'u1', fecha, now: { date: '2026-11-16', minutes: 720 } };
  const join = factsDeciderSpec(joinWaitlistDecider);

  it('records the limit she chose in the join', () => {
    join.givenFacts(facts).when({ ...cmd, promoteUntilMinutesBefore: 720 }).then({
      occurrence: [{ type: 'WaitlistJoined', data: { entryId: 5, slotId: 7, fecha, hora: '18:00', userId: 'u1', promoteUntilMinutesBefore: 720 } }],
      posicion: 1,
    });
  });

  it('records nothing for the studio’s cutoff, as joins did before', () => {
    join.givenFacts(facts).when({ ...cmd, promoteUntilMinutesBefore: null }).then({
      occurrence: [{ type: 'WaitlistJoined', data: { entryId: 5, slotId: 7, fecha, hora: '18:00', userId: 'u1' } }],
      posicion: 1,
    });
  });
});

describe('ChangeWaitlistLimit', () => {
  const change = factsDeciderSpec(changeWaitlistLimitDecider);
  const cmd = { userId: 'u1', slotId: 7, fecha, promoteUntilMinutesBefore: 180, actor: { userId: 'u1', role: 'member' as const } };

  it('records the new limit on her live entry, or back to the studio’s cutoff', () => {
    change.givenFacts({ entryId: 4 }).when(cmd).then([
      { type: 'WaitlistPromotionLimitChanged', data: { entryId: 4, slotId: 7, fecha, userId: 'u1', promoteUntilMinutesBefore: 180 } },
    ]);
    change.givenFacts({ entryId: 4 }).when({ ...cmd, promoteUntilMinutesBefore: null }).then([
      { type: 'WaitlistPromotionLimitChanged', data: { entryId: 4, slotId: 7, fecha, userId: 'u1', promoteUntilMinutesBefore: null } },
    ]);
  });

  it('refuses a member who is not waiting, and a member acting for someone else', () => {
    change.givenFacts({ entryId: undefined }).when(cmd).thenRejects({ status: 404, code: 'NOT_ON_WAITLIST' });
    change.givenFacts({ entryId: 4 }).when({ ...cmd, actor: { userId: 'u2', role: 'member' } }).thenRejects('NOT_YOUR_DATA');
  });
});
