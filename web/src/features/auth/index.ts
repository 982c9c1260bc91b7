export { AuthProvider } from './components/auth-provider';
export { isStaff, useAuthMode, useSession, useSignedInUser, SessionContext } from './session-context';
export type { Role, Session, SessionUser } from './session-context';
