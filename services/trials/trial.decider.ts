import type { FactsDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { LeadEvent, TrialClassEvent } from '../../events/catalog/trials.events';
import { agendaHorizonEnd } from '../../domain/booking/agenda-horizon';
import { CHECK_IN_OPENS_MINUTES, minutesUntilStart } from '../../domain/booking/class-times';
import type { BookTrialFacts, StudioNow, TrialFacts } from '../../domain/trials/trial-facts';
import { classStarted, requireOccurrence } from '../booking/class-occurrence.view';
import type { TrialContact } from './trial-contact';

export interface BookTrial {
  /** Fresh ids, drawn by the command. */
  trialId: string;
  leadId: string;
  fecha: string;
  contact: TrialContact;
  now: StudioNow;
}

export interface BookTrialDecision {
  occurrence: TrialClassEvent[];
  leads: LeadEvent[];
}

/**
 * BookTrial: a place of the class for a visitor, decided as a booking decides its place (the same class checks, the
 * same count of places taken), once per person: her email or phone seen before, or a member's email, refuses.
 */
function decideBookTrial(cmd: BookTrial, facts: BookTrialFacts): BookTrialDecision {
  const { fecha, now, contact } = cmd;
  const slot = requireOccurrence(facts.slot, fecha);
  if (classStarted(fecha, slot.hora, now)) throw fail('CLASS_STARTED');
  if (fecha > agendaHorizonEnd(now.date)) throw fail('OUTSIDE_AGENDA');
  if (facts.memberExists) throw fail('TRIAL_ALREADY_MEMBER');
  if (facts.leadExists) throw fail('TRIAL_ALREADY_TAKEN');
  if (facts.booked >= slot.cupoMaximo) throw fail('SLOT_FULL');
  return {
    leads: [{ type: 'LeadRegistered', data: { leadId: cmd.leadId, ...contact } }],
    occurrence: [{ type: 'TrialClassBooked', data: { trialId: cmd.trialId, leadId: cmd.leadId, slotId: slot.id, fecha, hora: slot.hora, confirmed: facts.autoConfirm } }],
  };
}

export const bookTrialDecider: FactsDecider<BookTrialFacts, BookTrial, BookTrialDecision> = { decide: decideBookTrial };

export type TrialAction = 'ConfirmTrial' | 'CancelTrial' | 'CheckInTrial';

export interface ActOnTrial {
  type: TrialAction;
  trialId: string;
  now: StudioNow;
}

/** Staff confirm a trial that waits, cancel one (its place frees), or check the visitor in on the class's day. */
function decideOnTrial(cmd: ActOnTrial, trial: TrialFacts | undefined): TrialClassEvent[] {
  if (!trial || trial.trialId !== cmd.trialId || trial.status === 'cancelled') throw fail('TRIAL_NOT_FOUND');
  const ids = { trialId: trial.trialId, slotId: trial.slotId, fecha: trial.fecha };
  switch (cmd.type) {
    case 'ConfirmTrial':
      if (trial.status === 'confirmed') throw fail('TRIAL_ALREADY_CONFIRMED');
      if (classStarted(trial.fecha, trial.hora, cmd.now)) throw fail('CLASS_STARTED');
      return [{ type: 'TrialClassConfirmed', data: ids }];
    case 'CancelTrial':
      if (trial.attended) throw fail('ALREADY_CHECKED_IN');
      if (classStarted(trial.fecha, trial.hora, cmd.now)) throw fail('CLASS_STARTED');
      return [{ type: 'TrialClassCancelled', data: ids }];
    case 'CheckInTrial': {
      if (trial.attended) throw fail('ALREADY_CHECKED_IN');
      // As a member's check-in (services/attendance/attendance.decider.ts): from an hour before, on the class's day.
      if (minutesUntilStart(trial.fecha, trial.hora, cmd.now) > CHECK_IN_OPENS_MINUTES) throw fail('CHECK_IN_NOT_OPEN', { minutes: CHECK_IN_OPENS_MINUTES });
      if (cmd.now.date > trial.fecha) throw fail('CHECK_IN_CLOSED');
      return [{ type: 'TrialClassAttended', data: ids }];
    }
  }
}

export const trialActionDecider: FactsDecider<TrialFacts | undefined, ActOnTrial, TrialClassEvent[]> = { decide: decideOnTrial };
