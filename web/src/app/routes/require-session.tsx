import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../features/auth';
import { LandingPage } from '../../features/landing';
import { useAppConfig } from '../../lib/app-config';
import { LoadingOverlay } from '../../components/loading-overlay';

/** The protected-area guard. "/" is the one protected path that shows the landing instead of redirecting. */
export function RequireSession() {
  const session = useSession();
  const { pathname } = useLocation();
  const config = useAppConfig();

  if (session.status === 'loading') return <LoadingOverlay />;
  if (session.status === 'signed-out') {
    if (pathname === '/') return <LandingPage studioName={config.data?.studioName ?? 'Pulso'} />;
    return <Navigate to="/sign-in" replace />;
  }
  return <Outlet />;
}
