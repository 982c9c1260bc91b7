import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from '../../features/auth';
import { RealtimeConnection } from '../realtime-connection';

/** The common layout every route nests under. */
export function RootLayout() {
  return (
    <AuthProvider>
      <RealtimeConnection />
      <ScrollRestoration />
      <Outlet />
    </AuthProvider>
  );
}
