import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { LazyClerkPostSignupPage } from '../clerk/clerk-lazy';
import { SAVING_TEXT } from '../post-signup-text';
import { useAuthMode } from '../session-context';

/** Local sign-up already stores the user, so only the hosted mode has work to do here. */
export function PostSignupPage() {
  if (useAuthMode() === 'local') return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<LoadingOverlay label={SAVING_TEXT} />}>
      <LazyClerkPostSignupPage />
    </Suspense>
  );
}
