import type { QueryClient } from '@tanstack/react-query';
import { getAuthToken } from './api-client';

/** `data` is the notice's fact for this topic, when the server sent one (e.g. places left per class). */
export type TopicHandler = (topic: string, queryClient: QueryClient, data?: unknown) => void;

type ChangedMessage = { type: 'changed'; topics: string[]; position: number; data?: Record<string, unknown> };

const topicHandlers = new Map<string, Set<TopicHandler>>();

/** Maps topics starting with `prefix` to query invalidations. Returns an unregister function. */
export function registerTopicHandler(prefix: string, handler: TopicHandler): () => void {
  const handlers = topicHandlers.get(prefix) ?? new Set<TopicHandler>();
  handlers.add(handler);
  topicHandlers.set(prefix, handlers);
  return () => {
    handlers.delete(handler);
    if (handlers.size === 0) topicHandlers.delete(prefix);
  };
}

export function dispatchTopics(topics: readonly string[], queryClient: QueryClient, data?: Record<string, unknown>): void {
  for (const topic of topics) {
    for (const [prefix, handlers] of topicHandlers) {
      if (!topic.startsWith(prefix)) continue;
      for (const handler of handlers) handler(topic, queryClient, data?.[topic]);
    }
  }
}

function parseChangedMessage(data: unknown): ChangedMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as Partial<ChangedMessage>;
    if (message.type !== 'changed' || !Array.isArray(message.topics)) return null;
    if (typeof message.position !== 'number') return null;
    return message as ChangedMessage;
  } catch {
    return null;
  }
}

async function realtimeUrl(): Promise<string> {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = new URL(`${protocol}//${window.location.host}/api/ws`);
  const token = await getAuthToken();
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The server closes a socket with this code when the session it was opened with ended (sign-out, expiry)
 * or the user's role changed (services/platform/realtime/session-control.ts). Reconnecting blindly would
 * only be refused (or, after a role change, come back with the new role unnoticed by the screens).
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;

export type RealtimeOptions = {
  /**
   * Asked after a 4401 close: true while still signed in (the feed reconnects at once, as whoever the
   * session is now), false once signed out (the feed stays closed; the caller has sent the person to sign in).
   */
  checkSession?: () => Promise<boolean>;
};

// Backoff: 1 s doubling up to 30 s, with jitter so a server restart is not stampeded.
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export function reconnectDelay(attempt: number): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

/** Opens the change feed and keeps it open until the returned stop function is called. */
export function startRealtime(queryClient: QueryClient, options: RealtimeOptions = {}): () => void {
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastPosition = -1;
  let connectedBefore = false;
  let stopped = false;

  const scheduleReconnect = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), reconnectDelay(attempt));
    attempt += 1;
  };

  const connect = async () => {
    let url: string;
    try {
      url = await realtimeUrl();
    } catch {
      scheduleReconnect();
      return;
    }
    if (stopped) return;
    socket = new WebSocket(url);
    socket.onopen = () => {
      attempt = 0;
      if (connectedBefore) {
        // Changes may have been missed while offline: refetch what is on screen.
        lastPosition = -1;
        void queryClient.invalidateQueries();
      }
      connectedBefore = true;
    };
    socket.onmessage = (event: MessageEvent) => {
      const message = parseChangedMessage(event.data);
      if (!message || message.position <= lastPosition) return;
      lastPosition = message.position;
      dispatchTopics(message.topics, queryClient, message.data);
    };
    socket.onclose = (event: CloseEvent) => {
      socket = null;
      if (event.code === SESSION_ENDED_CLOSE_CODE && options.checkSession) void reconnectIfSignedIn(options.checkSession);
      else scheduleReconnect();
    };
  };

  const reconnectIfSignedIn = async (checkSession: () => Promise<boolean>) => {
    let signedIn: boolean;
    try {
      signedIn = await checkSession();
    } catch {
      // Could not ask (offline, server restarting): try again later, as after any drop.
      scheduleReconnect();
      return;
    }
    if (signedIn && !stopped) void connect();
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    socket?.close();
  };
}
