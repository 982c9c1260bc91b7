import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { trialsKeys } from './trials-keys';
import { PUBLIC_REALTIME_PATH } from '../../../../../contract/realtime-topics';

// Reconnecting: the first retry after 1–2 s (random, so a restart is not stampeded by every visitor), doubling to 30 s.
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * The public schedule's own socket (anonymous): every frame says places may have changed, so the page refetches
 * GET /api/publico/horario. Answers whether it is open now; while it is not, the page polls instead.
 */
export function usePublicScheduleFeed(): boolean {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let socket: WebSocket | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS * (1 + Math.random());
    let stopped = false;
    const connect = () => {
      const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(`${protocol}//${window.location.host}${PUBLIC_REALTIME_PATH}`);
      socket.onopen = () => {
        delay = FIRST_RETRY_MS * (1 + Math.random());
        setOpen(true);
        // What changed while it was closed is read once now.
        void queryClient.invalidateQueries({ queryKey: trialsKeys.schedule });
      };
      socket.onmessage = () => void queryClient.invalidateQueries({ queryKey: trialsKeys.schedule });
      socket.onclose = () => {
        setOpen(false);
        if (stopped) return;
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [queryClient]);
  return open;
}
