import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { MembershipEvent, Role } from '../../events/catalog/membership.events';

export interface UserState {
  exists: boolean;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  hidden: boolean;
  deleted: boolean;
}

export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
}

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; profile: Profile; role: Role; source: 'local' | 'clerk' }
  | { type: 'UpdateProfile'; userId: string; profile: Profile }
  | { type: 'ChangeRole'; userId: string; role: Role }
  | { type: 'SetUserHidden'; userId: string; hidden: boolean }
  | { type: 'DeleteUser'; userId: string };

const initialState = (): UserState => ({ exists: false, firstName: '', lastName: '', email: '', role: 'member', hidden: false, deleted: false });

function evolve(state: UserState, event: MembershipEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { firstName, lastName, email, role } = event.data;
      return { ...state, exists: true, firstName, lastName, email, role };
    }
    case 'UserProfileUpdated':
      return { ...state, firstName: event.data.firstName, lastName: event.data.lastName, email: event.data.email };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
    case 'UserHidden':
      return { ...state, hidden: true };
    case 'UserUnhidden':
      return { ...state, hidden: false };
    case 'UserDeleted':
      return { ...state, deleted: true, hidden: true, firstName: '', lastName: '', email: '' };
  }
}

const sameProfile = (s: UserState, p: Profile) => s.firstName === p.firstName && s.lastName === p.lastName && s.email === p.email;

function decide(command: UserCommand, state: UserState): MembershipEvent[] {
  if (state.deleted) {
    if (command.type === 'DeleteUser') return [];
    throw fail('USER_DELETED');
  }
  switch (command.type) {
    case 'RegisterUser':
      if (state.exists) {
        // Registering again (e.g. /post-signup after a reload) only refreshes the profile.
        return sameProfile(state, command.profile) ? [] : [{ type: 'UserProfileUpdated', data: { userId: command.userId, ...command.profile } }];
      }
      return [{ type: 'UserRegistered', data: { userId: command.userId, ...command.profile, role: command.role, source: command.source } }];
    case 'UpdateProfile':
      if (!state.exists) throw fail('USER_NOT_FOUND');
      return sameProfile(state, command.profile) ? [] : [{ type: 'UserProfileUpdated', data: { userId: command.userId, ...command.profile } }];
    case 'ChangeRole':
      if (!state.exists) throw fail('USER_NOT_FOUND');
      return state.role === command.role ? [] : [{ type: 'UserRoleChanged', data: { userId: command.userId, role: command.role } }];
    case 'SetUserHidden':
      if (!state.exists) throw fail('USER_NOT_FOUND');
      if (state.hidden === command.hidden) return [];
      return [{ type: command.hidden ? 'UserHidden' : 'UserUnhidden', data: { userId: command.userId } }];
    case 'DeleteUser':
      if (!state.exists) throw fail('USER_NOT_FOUND');
      return [{ type: 'UserDeleted', data: { userId: command.userId } }];
  }
}

export const userDecider: StreamDecider<UserState, UserCommand, MembershipEvent> = { initialState, evolve, decide };
