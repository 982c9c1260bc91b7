import { lazy } from 'react';

// Dynamic imports keep @clerk/clerk-react out of the main bundle: local mode never downloads it.
export const LazyClerkSessionProvider = lazy(() => import('./clerk-session-provider'));

export const LazyClerkSignInPage = lazy(() =>
  import('./clerk-pages').then((module) => ({ default: module.ClerkSignInPage })),
);

export const LazyClerkSignUpPage = lazy(() =>
  import('./clerk-pages').then((module) => ({ default: module.ClerkSignUpPage })),
);

export const LazyClerkPostSignupPage = lazy(() =>
  import('./clerk-post-signup-page').then((module) => ({ default: module.ClerkPostSignupPage })),
);
