import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { bindApiAuth } from '../../../lib/api-client';
import { useMe } from '../api/get-me';
import { signOutLocal } from '../api/sign-out';
import type { Session } from '../session-context';
import { SessionContext } from '../session-context';
import { forgetUserQueries, useForgetDeviceWhenSignedOut } from '../session-queries';

/** Cookie-based sessions served by our own API. */
export function LocalSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMe();
  useForgetDeviceWhenSignedOut(me.data === null);

  useEffect(
    () => bindApiAuth({ getToken: async () => null, onUnauthorized: () => forgetUserQueries(queryClient) }),
    [queryClient],
  );

  const signOut = useCallback(
    async (redirectTo = '/') => {
      await signOutLocal();
      // Leave the protected page first, so its guard does not bounce us to /sign-in.
      await navigate(redirectTo, { replace: true, flushSync: true });
      forgetUserQueries(queryClient);
    },
    [navigate, queryClient],
  );

  const session = useMemo<Session>(() => {
    if (me.isPending) return { status: 'loading', user: null, signOut };
    if (me.data) return { status: 'signed-in', user: me.data, signOut };
    return { status: 'signed-out', user: null, signOut };
  }, [me.isPending, me.data, signOut]);

  return <SessionContext value={session}>{children}</SessionContext>;
}
