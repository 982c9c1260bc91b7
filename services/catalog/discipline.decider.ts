import { DEFAULT_WAITLIST_CUTOFF_MINUTES, type BookingPolicy, type DisciplineEvent } from '../../events/catalog/catalog.events';
import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { requireName } from './catalog-rules';

export interface DisciplineState {
  status: 'none' | 'active' | 'removed';
  name: string;
  policy: BookingPolicy;
}

/** Today's rules, for a discipline whose admin never set a policy (services/booking/booking-policy.ts decides by it). */
export const NO_POLICY: BookingPolicy = { opensDaysAhead: null, closesMinutesBefore: 0, freeCancelHoursBefore: null, freeLateCancelsPerMonth: 0, waitlistCutoffMinutesBefore: DEFAULT_WAITLIST_CUTOFF_MINUTES };

/** Facts looked up before deciding: another live discipline with this name (case-insensitive), and what uses it. */
export type DisciplineCommand =
  | { type: 'CreateDiscipline'; disciplineId: number; name: string; nameTaken: boolean }
  | { type: 'RenameDiscipline'; disciplineId: number; name: string; nameTaken: boolean }
  | { type: 'RemoveDiscipline'; disciplineId: number; usedBy: { slots: number; packages: number } }
  | { type: 'SetBookingPolicy'; disciplineId: number; policy: BookingPolicy };

const initialState = (): DisciplineState => ({ status: 'none', name: '', policy: NO_POLICY });

function evolve(state: DisciplineState, event: DisciplineEvent): DisciplineState {
  switch (event.type) {
    case 'DisciplineCreated':
      return { status: 'active', name: event.data.name, policy: NO_POLICY };
    case 'DisciplineRenamed':
      return { ...state, name: event.data.name };
    case 'DisciplineRemoved':
      return { ...state, status: 'removed' };
    case 'DisciplineBookingPolicySet':
      return { ...state, policy: event.data.after };
  }
}

const samePolicy = (a: BookingPolicy, b: BookingPolicy) =>
  a.opensDaysAhead === b.opensDaysAhead &&
  a.closesMinutesBefore === b.closesMinutesBefore &&
  a.freeCancelHoursBefore === b.freeCancelHoursBefore &&
  a.freeLateCancelsPerMonth === b.freeLateCancelsPerMonth &&
  a.waitlistCutoffMinutesBefore === b.waitlistCutoffMinutesBefore;

/**
 * A window that closes before it opens would leave no time to book: opening N days ahead must leave more than the
 * closing minutes. (Ranges per field are the event schema's; the route checks them before this.)
 */
function checkPolicy(policy: BookingPolicy) {
  if (policy.opensDaysAhead !== null && policy.opensDaysAhead * 24 * 60 <= policy.closesMinutesBefore) {
    throw fail('BOOKING_POLICY_INVALID');
  }
}

const nameTaken = (name: string) => fail('DISCIPLINE_NAME_TAKEN', { name });
const missing = () => fail('DISCIPLINE_NOT_FOUND');

function decide(command: DisciplineCommand, state: DisciplineState): DisciplineEvent[] {
  switch (command.type) {
    case 'CreateDiscipline': {
      const name = requireName(command.name);
      if (state.status !== 'none') throw fail('DISCIPLINE_EXISTS');
      if (command.nameTaken) throw nameTaken(name);
      return [{ type: 'DisciplineCreated', data: { disciplineId: command.disciplineId, name } }];
    }
    case 'RenameDiscipline': {
      const name = requireName(command.name);
      if (state.status !== 'active') throw missing();
      if (command.nameTaken) throw nameTaken(name);
      if (name === state.name) return [];
      return [{ type: 'DisciplineRenamed', data: { disciplineId: command.disciplineId, name, previousName: state.name } }];
    }
    case 'RemoveDiscipline': {
      if (state.status !== 'active') throw missing();
      if (command.usedBy.slots > 0 || command.usedBy.packages > 0) {
        throw fail('DISCIPLINE_IN_USE', command.usedBy);
      }
      return [{ type: 'DisciplineRemoved', data: { disciplineId: command.disciplineId, name: state.name } }];
    }
    case 'SetBookingPolicy': {
      if (state.status !== 'active') throw missing();
      checkPolicy(command.policy);
      if (samePolicy(command.policy, state.policy)) return [];
      return [{ type: 'DisciplineBookingPolicySet', data: { disciplineId: command.disciplineId, before: state.policy, after: command.policy } }];
    }
  }
}

export const disciplineDecider: StreamDecider<DisciplineState, DisciplineCommand, DisciplineEvent> = { initialState, evolve, decide };
