import { describe, it } from 'vitest';
import { factsDeciderSpec } from '../../events/framework/decider-spec';
import type { StandingWaitFacts } from '../../domain/booking/standing-facts';
import { standingWaitlistDecider } from './standing-waitlist.decider';

// Monday 2026-11-16, 12:00 in the studio; the member's turno fijo is Tuesday's 18:30 class (2 places), full on 2026-11-17.
const now = { date: '2026-11-16', minutes: 12 * 60 };
const fecha = '2026-11-17';
const slot = { id: 7, diaSemana: 'Martes', hora: '18:30', cupoMaximo: 2 };
const full: StandingWaitFacts = {
  join: { entryId: 5, slot, booked: 2, memberHolds: false, onList: false, queueLength: 1, member: { packageId: 3, validUntil: '2026-12-31', credits: 4 } },
  standing: { standing: true, weekSkipped: false },
  memberLeft: false,
  cutoffMinutes: 120,
};
const cmd = { userId: 'u1', slotId: 7, fecha, now };
const spec = factsDeciderSpec(standingWaitlistDecider);
const notJoined = { occurrence: [], member: [], posicion: null };

describe('a turno fijo\'s full week on the waitlist', () => {
  it('joins the class\'s list behind those waiting and notes the week handled on the member\'s stream', () => {
    spec.givenFacts(full).when(cmd).then({
      occurrence: [{ type: 'WaitlistJoined', data: { entryId: 5, slotId: 7, fecha, hora: '18:30', userId: 'u1' } }],
      member: [{ type: 'StandingBookingWaitlisted', data: { userId: 'u1', slotId: 7, fecha, hora: '18:30', entryId: 5 } }],
      posicion: 2,
    });
  });

  it('refuses as joining the list does: a place left, no credits, already booked or waiting', () => {
    spec.givenFacts({ ...full, join: { ...full.join, booked: 1 } }).when(cmd).thenRejects('SLOT_NOT_FULL');
    spec.givenFacts({ ...full, join: { ...full.join, member: { ...full.join.member, credits: 0 } } }).when(cmd).thenRejects('NO_CREDITS');
    spec.givenFacts({ ...full, join: { ...full.join, memberHolds: true } }).when(cmd).thenRejects('ALREADY_BOOKED');
    spec.givenFacts({ ...full, join: { ...full.join, onList: true } }).when(cmd).thenRejects('ALREADY_WAITLISTED');
    // The studio blocks members without a valid sworn health statement: the week is skipped with that reason.
    spec.givenFacts({ ...full, join: { ...full.join, health: { expiresOn: '2026-11-16' } } }).when(cmd).thenRejects({ status: 409, code: 'HEALTH_STATEMENT_REQUIRED' });
  });

  it('does not join once the turno fijo is gone or the week was already handled', () => {
    spec.givenFacts({ ...full, standing: { standing: false, weekSkipped: false } }).when(cmd).then(notJoined);
    spec.givenFacts({ ...full, standing: { standing: true, weekSkipped: true } }).when(cmd).then(notJoined);
  });

  it('does not put back a member who left that class\'s list or cancelled a booking of it', () => {
    spec.givenFacts({ ...full, memberLeft: true }).when(cmd).then(notJoined);
  });

  it('does not join past the cutoff, when the list would only offer a freed place to everyone', () => {
    const twoHoursBefore = { date: fecha, minutes: 16 * 60 + 30 };
    spec.givenFacts(full).when({ ...cmd, now: twoHoursBefore }).then(notJoined);
    spec.givenFacts(full).when({ ...cmd, now: { ...twoHoursBefore, minutes: twoHoursBefore.minutes - 1 } }).then({
      occurrence: [{ type: 'WaitlistJoined', data: { entryId: 5, slotId: 7, fecha, hora: '18:30', userId: 'u1' } }],
      member: [{ type: 'StandingBookingWaitlisted', data: { userId: 'u1', slotId: 7, fecha, hora: '18:30', entryId: 5 } }],
      posicion: 2,
    });
  });
});
