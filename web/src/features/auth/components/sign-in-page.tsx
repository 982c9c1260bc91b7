import { Suspense } from 'react';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { LazyClerkSignInPage } from '../clerk/clerk-lazy';
import { useAuthMode } from '../session-context';
import { LocalSignInPage } from './local-sign-in-page';

export function SignInPage() {
  if (useAuthMode() === 'local') return <LocalSignInPage />;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <LazyClerkSignInPage />
    </Suspense>
  );
}
