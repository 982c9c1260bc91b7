import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../features/auth';
import { useAppConfig } from '../../lib/app-config';
import { LoadingOverlay } from '../../components/loading-overlay';

// Only signed-out visitors see the landing: signed-in members never download it.
const LandingPage = lazy(() => import('../../features/landing').then((m) => ({ default: m.LandingPage })));

/** The protected-area guard. "/" is the one protected path that shows the landing instead of redirecting. */
export function RequireSession() {
  const session = useSession();
  const { pathname } = useLocation();
  const config = useAppConfig();

  if (session.status === 'loading') return <LoadingOverlay />;
  if (session.status === 'signed-out') {
    if (pathname === '/') {
      return (
        <Suspense fallback={<LoadingOverlay />}>
          <LandingPage studioName={config.data?.studioName ?? 'Pulso'} />
        </Suspense>
      );
    }
    return <Navigate to="/sign-in" replace />;
  }
  return <Outlet />;
}
