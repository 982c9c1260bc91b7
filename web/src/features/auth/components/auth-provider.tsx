import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { errorDetail } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config';
import { LazyClerkSessionProvider } from '../clerk/clerk-lazy';
import { AuthModeContext } from '../session-context';
import { ConnectionError } from './connection-error';
import { LocalSessionProvider } from './local-session-provider';

/** Chooses the auth mode from /api/config; Clerk's code is only downloaded in clerk mode. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = useAppConfig();

  if (config.isPending) return <LoadingOverlay />;
  if (config.isError) {
    return <ConnectionError message={errorDetail(config.error)} onRetry={() => void config.refetch()} />;
  }

  const { authMode, clerkPublishableKey } = config.data;
  if (authMode === 'clerk') {
    if (!clerkPublishableKey?.startsWith('pk_')) {
      return <ConnectionError message="Falta la clave pública de autenticación o no es válida." onRetry={() => void config.refetch()} />;
    }
    return (
      <AuthModeContext value="clerk">
        <Suspense fallback={<LoadingOverlay />}>
          <LazyClerkSessionProvider publishableKey={clerkPublishableKey}>{children}</LazyClerkSessionProvider>
        </Suspense>
      </AuthModeContext>
    );
  }
  return (
    <AuthModeContext value="local">
      <LocalSessionProvider>{children}</LocalSessionProvider>
    </AuthModeContext>
  );
}
