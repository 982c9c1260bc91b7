import { ClerkProvider, useAuth, useUser } from '@clerk/clerk-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { bindApiAuth } from '../../../lib/api-client';
import type { Session } from '../session-context';
import { SessionContext, toRole } from '../session-context';
import { forgetUserQueries, useForgetDeviceWhenSignedOut } from '../session-queries';
import { clerkLocalization } from './clerk-localization';

type ClerkSessionProviderProps = { publishableKey: string; children: ReactNode };

export default function ClerkSessionProvider({ publishableKey, children }: ClerkSessionProviderProps) {
  const navigate = useNavigate();
  return (
    <ClerkProvider
      publishableKey={publishableKey}
      localization={clerkLocalization}
      routerPush={(to) => navigate(to)}
      routerReplace={(to) => navigate(to, { replace: true })}
      afterSignOutUrl="/"
    >
      <ClerkSessionBridge>{children}</ClerkSessionBridge>
    </ClerkProvider>
  );
}

function ClerkSessionBridge({ children }: { children: ReactNode }) {
  const { isLoaded, isSignedIn, getToken, signOut } = useAuth();
  const { user } = useUser();
  const queryClient = useQueryClient();
  useForgetDeviceWhenSignedOut(isLoaded && !isSignedIn);

  // Clerk hands out new function identities; the API client keeps one stable binding.
  const latest = useRef({ getToken, signOut });
  useLayoutEffect(() => {
    latest.current = { getToken, signOut };
  });
  useEffect(
    () =>
      bindApiAuth({
        getToken: () => latest.current.getToken(),
        // An expired session is a sign-out too: the member's things leave the device with it.
        onUnauthorized: () => void latest.current.signOut({ redirectUrl: '/sign-in' }).finally(() => forgetUserQueries(queryClient)),
      }),
    [queryClient],
  );

  const endSession = useCallback(
    async (redirectTo = '/') => {
      await signOut({ redirectUrl: redirectTo });
      forgetUserQueries(queryClient);
    },
    [signOut, queryClient],
  );

  const session = useMemo<Session>(() => {
    if (!isLoaded) return { status: 'loading', user: null, signOut: endSession };
    if (!isSignedIn || !user) return { status: 'signed-out', user: null, signOut: endSession };
    return {
      status: 'signed-in',
      signOut: endSession,
      user: {
        userId: user.id,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        email: user.primaryEmailAddress?.emailAddress ?? '',
        role: toRole(user.publicMetadata.role),
      },
    };
  }, [isLoaded, isSignedIn, user, endSession]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
