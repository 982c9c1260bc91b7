import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../features/auth';
import { meQueryOptions } from '../features/auth/api/get-me';
import { signalUnauthorized } from '../lib/api-client';
import { loadTopicHandlers } from './features';

/**
 * After the server closed the feed because the session ended or the role changed: asks the session query
 * again (so a new role reaches every screen), and when the session is gone leaves as on any 401 (local:
 * the user's data is forgotten and the guard goes to sign-in; Clerk: signs out to /sign-in).
 */
export async function stillSignedIn(queryClient: QueryClient): Promise<boolean> {
  const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  if (me) return true;
  signalUnauthorized();
  return false;
}

/** Keeps the change feed open while someone is signed in (one connection per user). */
export function RealtimeConnection() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.status === 'signed-in' ? session.user.userId : null;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let left = false;
    // The feed's code, its socket library and the topic handlers load after sign-in, outside every page's first load.
    void Promise.all([import('../lib/realtime'), loadTopicHandlers()]).then(([{ startRealtime }, topicHandlers]) => {
      if (!left) stop = startRealtime(queryClient, { topicHandlers, checkSession: () => stillSignedIn(queryClient) });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [userId, queryClient]);

  return null;
}
