// The sign-in, sign-up and post-signup screens, apart from index.ts: the shell imports index.ts (session hooks) in every
// first load, and a barrel that named these would bring the local forms along (over the first load's budget,
// `npm run size`). app/routes/auth-pages.ts loads this module on demand.
export { SignInPage } from './components/sign-in-page';
export { SignUpPage } from './components/sign-up-page';
export { PostSignupPage } from './components/post-signup-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { VerifyEmailPage } from './components/verify-email-page';
