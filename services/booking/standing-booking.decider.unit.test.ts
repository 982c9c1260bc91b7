import { describe, expect, it } from 'vitest';
import { assertValidEvent, upcast } from '../../events/catalog/registry';
import { factsDeciderSpec } from '../../events/framework/decider-spec';
import type { StandingBookingEvent } from '../../events/catalog/booking.events';
import type { StandingFacts } from '../../domain/booking/standing-facts';
import { standingBookingDecider, type StandingCommand } from './standing-booking.decider';
import { standingWeeksDue } from './standing-booking-weeks';

const spec = factsDeciderSpec(standingBookingDecider);
const none: StandingFacts = { standing: false, weekSkipped: false };
const standing: StandingFacts = { standing: true, weekSkipped: false };
const set: StandingBookingEvent = { type: 'StandingBookingSet', data: { userId: 'u1', slotId: 7, since: '2026-11-25' } };
const cleared: StandingBookingEvent = { type: 'StandingBookingCleared', data: { userId: 'u1', slotId: 7, reason: 'member' } };
const ended: StandingBookingEvent = { type: 'StandingBookingCleared', data: { userId: 'u1', slotId: 7, reason: 'slot-removed', weekday: 2, hora: '19:00' } };
const endCmd: StandingCommand = { type: 'EndStandingBooking', userId: 'u1', slotId: 7, weekday: 2, hora: '19:00' };
const setCmd = (over: Partial<Extract<StandingCommand, { type: 'SetStandingBooking' }>> = {}): StandingCommand =>
  ({ type: 'SetStandingBooking', userId: 'u1', slotId: 7, today: '2026-11-25', slot: { oneOff: false }, ...over });
const clearCmd: StandingCommand = { type: 'ClearStandingBooking', userId: 'u1', slotId: 7 };
const skip: StandingCommand = { type: 'SkipStandingWeek', userId: 'u1', slotId: 7, fecha: '2026-12-01', hora: '19:00', reason: 'SLOT_FULL' };
const skipped: StandingBookingEvent = { type: 'StandingBookingSkipped', data: { userId: 'u1', slotId: 7, fecha: '2026-12-01', hora: '19:00', reason: 'SLOT_FULL' } };

describe('turnos fijos', () => {
  it('sets a weekly class as standing from today', () => {
    spec.givenFacts(none).when(setCmd()).then([set]);
  });

  it('refuses a class that does not exist, a one-off class and one already standing', () => {
    spec.givenFacts(none).when(setCmd({ slot: null })).thenRejects({ status: 404, code: 'SLOT_NOT_FOUND' });
    spec.givenFacts(none).when(setCmd({ slot: { oneOff: true } })).thenRejects({ status: 409, code: 'STANDING_BOOKING_ONE_OFF' });
    spec.givenFacts(standing).when(setCmd()).thenRejects({ status: 409, code: 'STANDING_BOOKING_EXISTS' });
  });

  it('sets none for a deleted account and tells it of no skipped week; its own are still cleared', () => {
    spec.givenFacts({ ...none, memberDeleted: true }).when(setCmd()).thenRejects({ status: 409, code: 'USER_DELETED' });
    spec.givenFacts({ ...standing, memberDeleted: true }).when(skip).then([]);
    spec.givenFacts({ ...standing, memberDeleted: true }).when(clearCmd).then([cleared]);
  });

  it('clears a standing class, and refuses one that is not standing', () => {
    spec.givenFacts(standing).when(clearCmd).then([cleared]);
    spec.givenFacts(none).when(clearCmd).thenRejects({ status: 404, code: 'STANDING_BOOKING_NOT_FOUND' });
  });

  it('ends a turno fijo whose class left the schedule, saying which class it was, and nothing once it is gone', () => {
    spec.givenFacts(standing).when(endCmd).then([ended]);
    spec.givenFacts(none).when(endCmd).then([]);
  });

  it('reads a turno fijo removed before removals had a reason (v1) as the member\'s', () => {
    expect(upcast('StandingBookingCleared', 1, { userId: 'u1', slotId: 7 })).toEqual({ schemaVersion: 2, data: cleared.data });
    expect(() => assertValidEvent(ended)).not.toThrow();
  });

  it('skips a week once, and nothing of a turno fijo removed meanwhile', () => {
    spec.givenFacts(standing).when(skip).then([skipped]);
    // A week ReserveSlot refused for her health statement (the studio blocks) is skipped with that reason.
    const health = { ...skip, reason: 'HEALTH_STATEMENT_REQUIRED' } as StandingCommand;
    spec.givenFacts(standing).when(health).then([{ type: 'StandingBookingSkipped', data: { ...skipped.data, reason: 'HEALTH_STATEMENT_REQUIRED' } } as StandingBookingEvent]);
    spec.givenFacts({ standing: true, weekSkipped: true }).when(skip).then([]);
    spec.givenFacts(none).when(skip).then([]);
  });
});

describe('the weeks a turno fijo books', () => {
  // 2026-11-25 is a Wednesday; the Tuesday class is weekday 2.
  const tuesday = { weekday: 2, hora: '19:00', since: '2026-11-25', opensDaysAhead: 7 };

  // From the 27th the agenda horizon reaches into the next month (docs/product.md §4), so Tuesday 1 December is bookable.
  it('books the classes whose window has opened and that have not started', () => {
    expect(standingWeeksDue(tuesday, { date: '2026-11-27', minutes: 600 })).toEqual(['2026-12-01']);
    expect(standingWeeksDue(tuesday, { date: '2026-12-01', minutes: 18 * 60 })).toEqual(['2026-12-01', '2026-12-08']);
    expect(standingWeeksDue(tuesday, { date: '2026-12-01', minutes: 19 * 60 })).toEqual(['2026-12-08']);
  });

  it('waits for the window and books nothing before the day it was set', () => {
    expect(standingWeeksDue({ ...tuesday, opensDaysAhead: 2 }, { date: '2026-11-25', minutes: 600 })).toEqual([]);
    expect(standingWeeksDue({ ...tuesday, since: '2026-12-02' }, { date: '2026-11-25', minutes: 600 })).toEqual([]);
  });

  it('without a window of its own, books up to the agenda horizon', () => {
    expect(standingWeeksDue({ ...tuesday, since: '2026-11-01', opensDaysAhead: null }, { date: '2026-11-10', minutes: 600 })).toEqual(['2026-11-10', '2026-11-17', '2026-11-24']);
  });
});
