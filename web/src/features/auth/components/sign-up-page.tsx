import { Suspense } from 'react';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { LazyClerkSignUpPage } from '../clerk/clerk-lazy';
import { useAuthMode } from '../session-context';
import { LocalSignUpPage } from './local-sign-up-page';

export function SignUpPage() {
  if (useAuthMode() === 'local') return <LocalSignUpPage />;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <LazyClerkSignUpPage />
    </Suspense>
  );
}
