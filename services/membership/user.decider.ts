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
  /** Reset links sent, by their token's hash: when each expires, and whether a reset already spent it. */
  resetLinks: Readonly<Record<string, { expiresAt: string; spent: boolean }>>;
  /** Verification links sent, by their token's hash: when each expires. */
  verificationLinks: Readonly<Record<string, string>>;
  emailVerified: boolean;
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
  | { type: 'DeleteUser'; userId: string }
  | { type: 'RequestPasswordReset'; userId: string; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; userId: string; tokenHash: string; now: string }
  | { type: 'RequestEmailVerification'; userId: string; tokenHash: string; expiresAt: string }
  | { type: 'VerifyEmail'; userId: string; tokenHash: string; now: string };

const initialState = (): UserState => ({
  exists: false, firstName: '', lastName: '', email: '', role: 'member', hidden: false, deleted: false,
  resetLinks: {}, verificationLinks: {}, emailVerified: false,
});

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
    case 'PasswordResetRequested':
      return { ...state, resetLinks: { ...state.resetLinks, [event.data.tokenHash]: { expiresAt: event.data.expiresAt, spent: false } } };
    case 'PasswordReset':
      // A new password voids every link sent before it, not only the one used.
      return { ...state, resetLinks: Object.fromEntries(Object.entries(state.resetLinks).map(([hash, link]) => [hash, { ...link, spent: true }])) };
    case 'EmailVerificationRequested':
      return { ...state, verificationLinks: { ...state.verificationLinks, [event.data.tokenHash]: event.data.expiresAt } };
    case 'EmailVerified':
      return { ...state, emailVerified: true };
  }
}

// ISO instants in UTC (the commands' clock, toISOString) compare as text.
const expired = (expiresAt: string, now: string) => now >= expiresAt;

function decideResetPassword(command: Extract<UserCommand, { type: 'ResetPassword' }>, state: UserState): MembershipEvent[] {
  const link = state.resetLinks[command.tokenHash];
  if (!link) throw fail('RESET_LINK_INVALID');
  if (link.spent) throw fail('RESET_LINK_USED');
  if (expired(link.expiresAt, command.now)) throw fail('RESET_LINK_EXPIRED');
  const { userId, tokenHash } = command;
  // The link reached her inbox: that proves the address as well as a verification link would.
  return [{ type: 'PasswordReset', data: { userId, tokenHash } }, ...(state.emailVerified ? [] : [{ type: 'EmailVerified' as const, data: { userId, tokenHash } }])];
}

function decideVerifyEmail(command: Extract<UserCommand, { type: 'VerifyEmail' }>, state: UserState): MembershipEvent[] {
  const expiresAt = state.verificationLinks[command.tokenHash];
  if (!expiresAt) throw fail('VERIFICATION_LINK_INVALID');
  // Opening the link again (or an old one) once verified is no mistake: nothing to do.
  if (state.emailVerified) return [];
  if (expired(expiresAt, command.now)) throw fail('VERIFICATION_LINK_EXPIRED');
  return [{ type: 'EmailVerified', data: { userId: command.userId, tokenHash: command.tokenHash } }];
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
    case 'RequestPasswordReset':
      if (!state.exists) throw fail('USER_NOT_FOUND');
      return [{ type: 'PasswordResetRequested', data: { userId: command.userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt } }];
    case 'ResetPassword':
      return decideResetPassword(command, state);
    case 'RequestEmailVerification':
      if (!state.exists) throw fail('USER_NOT_FOUND');
      if (state.emailVerified) throw fail('EMAIL_ALREADY_VERIFIED');
      return [{ type: 'EmailVerificationRequested', data: { userId: command.userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt } }];
    case 'VerifyEmail':
      return decideVerifyEmail(command, state);
  }
}

export const userDecider: StreamDecider<UserState, UserCommand, MembershipEvent> = { initialState, evolve, decide };
