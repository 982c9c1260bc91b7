import { createContext, useContext } from 'react';
import type { AuthMode } from '../../lib/app-config';

export type Role = 'admin' | 'coach' | 'member';

export type SessionUser = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
};

type SignOut = (redirectTo?: string) => Promise<void>;

/** The one view of authentication the rest of the app sees, whatever the auth mode. */
export type Session =
  | { status: 'loading'; user: null; signOut: SignOut }
  | { status: 'signed-out'; user: null; signOut: SignOut }
  | { status: 'signed-in'; user: SessionUser; signOut: SignOut };

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <AuthProvider>');
  return session;
}

/** For screens behind the protected guard, where a user is always present. */
export function useSignedInUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('useSignedInUser needs a signed-in session');
  return session.user;
}

export const AuthModeContext = createContext<AuthMode>('local');

export function useAuthMode(): AuthMode {
  return useContext(AuthModeContext);
}

export function toRole(value: unknown): Role {
  return value === 'admin' || value === 'coach' ? value : 'member';
}

/** Studio staff (admins and coaches, "Profesor") run the class console and edit plans. */
export const isStaff = (role: Role) => role === 'admin' || role === 'coach';
