// The sign-in, sign-up and post-signup screens, loaded on demand: a signed-in member's first load skips them.
export { ForgotPasswordPage, PostSignupPage, ResetPasswordPage, SignInPage, SignUpPage, VerifyEmailPage } from '../../features/auth/pages';
