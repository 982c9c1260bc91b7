export { AuthProvider } from './components/auth-provider';
export { SignInPage } from './components/sign-in-page';
export { SignUpPage } from './components/sign-up-page';
export { PostSignupPage } from './components/post-signup-page';
export { isStaff, useAuthMode, useSession, useSignedInUser, SessionContext } from './session-context';
export type { Role, Session, SessionUser } from './session-context';
