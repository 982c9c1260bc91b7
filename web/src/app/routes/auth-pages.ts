// The sign-in, sign-up and post-signup screens, loaded on demand: a signed-in member's first load skips them.
export { PostSignupPage, SignInPage, SignUpPage } from '../../features/auth/pages';
