import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../features/auth';
import { startRealtime } from '../lib/realtime';

/** Keeps the change feed open while someone is signed in (one connection per user). */
export function RealtimeConnection() {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.status === 'signed-in' ? session.user.userId : null;

  useEffect(() => {
    if (!userId) return;
    return startRealtime(queryClient);
  }, [userId, queryClient]);

  return null;
}
