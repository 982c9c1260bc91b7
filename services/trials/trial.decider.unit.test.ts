import { describe, it } from 'vitest';
import { factsDeciderSpec } from '../../events/framework/decider-spec';
import type { BookTrialFacts, TrialFacts } from '../../domain/trials/trial-facts';
import { bookTrialDecider, trialActionDecider, type BookTrial } from './trial.decider';

// Monday 16 November 2026, noon; the class is Tuesday 17th at 18:00 with 8 places.
const now = { date: '2026-11-16', minutes: 12 * 60 };
const slot = { id: 3, diaSemana: 'Martes', hora: '18:00', cupoMaximo: 8, fecha: null, exception: null };
const facts = (over: Partial<BookTrialFacts> = {}): BookTrialFacts => ({ slot, booked: 3, leadExists: false, memberExists: false, autoConfirm: true, ...over });
const contact = { nombre: 'Lucía Gómez', email: 'lucia@example.com', telefono: '+5491155551234' };
const book = (over: Partial<BookTrial> = {}): BookTrial => ({ trialId: 't1', leadId: 'l1', fecha: '2026-11-17', contact, now, ...over });

describe('BookTrial', () => {
  const spec = factsDeciderSpec(bookTrialDecider);

  it('registers the lead and takes a place, confirmed as the studio chose', () => {
    spec.givenFacts(facts()).when(book()).then({
      leads: [{ type: 'LeadRegistered', data: { leadId: 'l1', ...contact } }],
      occurrence: [{ type: 'TrialClassBooked', data: { trialId: 't1', leadId: 'l1', slotId: 3, fecha: '2026-11-17', hora: '18:00', confirmed: true } }],
    });
    spec.givenFacts(facts({ autoConfirm: false, booked: 7 })).when(book()).then({
      leads: [{ type: 'LeadRegistered', data: { leadId: 'l1', ...contact } }],
      occurrence: [{ type: 'TrialClassBooked', data: { trialId: 't1', leadId: 'l1', slotId: 3, fecha: '2026-11-17', hora: '18:00', confirmed: false } }],
    });
  });

  it('refuses a full class, counting bookings and trials alike', () => spec.givenFacts(facts({ booked: 8 })).when(book()).thenRejects({ status: 409, code: 'SLOT_FULL' }));
  it('refuses a second trial by the same email or phone', () => spec.givenFacts(facts({ leadExists: true })).when(book()).thenRejects({ status: 409, code: 'TRIAL_ALREADY_TAKEN' }));
  it('sends a member to sign in', () => spec.givenFacts(facts({ memberExists: true })).when(book()).thenRejects({ status: 409, code: 'TRIAL_ALREADY_MEMBER' }));
  it('refuses a class that started', () => spec.givenFacts(facts()).when(book({ now: { date: '2026-11-17', minutes: 18 * 60 } })).thenRejects('CLASS_STARTED'));
  it('refuses a date beyond the agenda', () => spec.givenFacts(facts()).when(book({ fecha: '2026-12-29' })).thenRejects('OUTSIDE_AGENDA'));
  it('refuses another weekday, a removed slot and a closed day as a booking does', () => {
    spec.givenFacts(facts()).when(book({ fecha: '2026-11-18' })).thenRejects('WRONG_WEEKDAY');
    spec.givenFacts(facts({ slot: undefined })).when(book()).thenRejects({ status: 404, code: 'SLOT_NOT_FOUND' });
    spec.givenFacts(facts({ slot: { ...slot, exception: { kind: 'day-closed', motivo: 'Feriado' } } })).when(book()).thenRejects('STUDIO_CLOSED');
  });
});

describe('staff on a trial', () => {
  const spec = factsDeciderSpec(trialActionDecider);
  const trial = (over: Partial<TrialFacts> = {}): TrialFacts => ({ trialId: 't1', slotId: 3, fecha: '2026-11-17', hora: '18:00', status: 'pending', attended: false, ...over });
  const ids = { trialId: 't1', slotId: 3, fecha: '2026-11-17' };
  const at = (date: string, minutes: number) => ({ date, minutes });

  it('confirms a waiting trial once', () => {
    spec.givenFacts(trial()).when({ type: 'ConfirmTrial', trialId: 't1', now }).then([{ type: 'TrialClassConfirmed', data: ids }]);
    spec.givenFacts(trial({ status: 'confirmed' })).when({ type: 'ConfirmTrial', trialId: 't1', now }).thenRejects('TRIAL_ALREADY_CONFIRMED');
  });
  it('cancels before the class, never a cancelled one', () => {
    spec.givenFacts(trial()).when({ type: 'CancelTrial', trialId: 't1', now }).then([{ type: 'TrialClassCancelled', data: ids }]);
    spec.givenFacts(trial({ status: 'cancelled' })).when({ type: 'CancelTrial', trialId: 't1', now }).thenRejects({ status: 404, code: 'TRIAL_NOT_FOUND' });
    spec.givenFacts(undefined).when({ type: 'CancelTrial', trialId: 't1', now }).thenRejects('TRIAL_NOT_FOUND');
  });
  it('checks her in from an hour before, on the class’s day, once', () => {
    spec.givenFacts(trial()).when({ type: 'CheckInTrial', trialId: 't1', now: at('2026-11-17', 17 * 60) }).then([{ type: 'TrialClassAttended', data: ids }]);
    spec.givenFacts(trial()).when({ type: 'CheckInTrial', trialId: 't1', now }).thenRejects('CHECK_IN_NOT_OPEN');
    spec.givenFacts(trial()).when({ type: 'CheckInTrial', trialId: 't1', now: at('2026-11-18', 9 * 60) }).thenRejects('CHECK_IN_CLOSED');
    spec.givenFacts(trial({ attended: true })).when({ type: 'CheckInTrial', trialId: 't1', now: at('2026-11-17', 17 * 60) }).thenRejects('ALREADY_CHECKED_IN');
  });
});
