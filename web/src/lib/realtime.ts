import type { QueryClient } from '@tanstack/react-query';
import type { Options as SocketOptions } from 'partysocket/ws';
import type { RealtimeMessage, RealtimeMessageType } from '../../../contract/realtime';
import { ALL_TOPICS, parseTopic, REALTIME_PATH, SESSION_ENDED_CLOSE_CODE, type ParsedTopic, type TopicFacts, type TopicKey } from '../../../contract/realtime-topics';
import { getAuthToken, setChangeFeedOpen } from './api-client';

// Values from contract/realtime-topics.ts (no TypeBox at runtime); the message types from contract/realtime.ts.
export { SESSION_ENDED_CLOSE_CODE };
export type { PlacesLeft, TopicFacts, TopicKey } from '../../../contract/realtime-topics';

/** One topic of a notice, as a handler of its family sees it: the id it names, and its facts when the server sent some. */
export type TopicEvent<K extends TopicKey> = Extract<ParsedTopic, { key: K }> & { data?: K extends keyof TopicFacts ? TopicFacts[K] : undefined };

export type TopicHandler<K extends TopicKey> = (event: TopicEvent<K>, queryClient: QueryClient) => void;

/**
 * A feature's handlers, by topic family: data each feature exports (its `feature.ts`), composed in one list by
 * web/src/app/features.ts and handed to the feed. Nothing registers itself.
 */
export type TopicHandlers = { [K in TopicKey]?: TopicHandler<K> };

/** Refetches every query on screen (and marks the rest stale): after a resync, a reconnect or the `'*'` topic. */
export function refetchEverything(queryClient: QueryClient): void {
  void queryClient.invalidateQueries();
}

/**
 * Hands each topic to the handlers of its family, with the facts the notice carries for it. `'*'` (a notice too
 * big to list its topics) refetches everything; a topic this build does not know is shown on no screen of it.
 */
export function dispatchTopics(
  handlers: readonly TopicHandlers[],
  topics: readonly string[],
  queryClient: QueryClient,
  data?: Record<string, unknown>,
): void {
  for (const topic of topics) {
    const parsed = parseTopic(topic);
    if (!parsed) continue;
    if (parsed.key === ALL_TOPICS) {
      refetchEverything(queryClient);
      continue;
    }
    const event = { ...parsed, data: data?.[topic] } as TopicEvent<TopicKey>;
    for (const feature of handlers) (feature[parsed.key] as TopicHandler<TopicKey> | undefined)?.(event, queryClient);
  }
}

/** What the message handlers share for one open feed. */
export interface FeedState {
  queryClient: QueryClient;
  /** Every feature's topic handlers (web/src/app/features.ts). */
  topicHandlers: readonly TopicHandlers[];
  /** The newest `changed` position applied; older or repeated messages are skipped. */
  lastPosition: number;
}

type MessageOf<T extends RealtimeMessageType> = Extract<RealtimeMessage, { type: T }>;

/**
 * One handler per message type the server sends (contract/realtime.ts). Typed over the union, so a new message
 * type does not compile until it has one; realtime.unit.test.ts checks the same against the schema at runtime.
 */
export const messageHandlers: { [T in RealtimeMessageType]: (message: MessageOf<T>, feed: FeedState) => void } = {
  changed(message, feed) {
    if (message.position <= feed.lastPosition) return;
    feed.lastPosition = message.position;
    dispatchTopics(feed.topicHandlers, message.topics, feed.queryClient, message.data);
  },
  resync(_message, feed) {
    // Notices may have been lost: whatever is on screen may be stale, and positions start over from here.
    feed.lastPosition = -1;
    refetchEverything(feed.queryClient);
  },
};

// The shape check per type: frames come from our server, but a proxy or an older server may send anything.
const wellFormed: { [T in RealtimeMessageType]: (value: Record<string, unknown>) => boolean } = {
  changed: (value) =>
    Array.isArray(value.topics) &&
    value.topics.every((t) => typeof t === 'string') &&
    typeof value.position === 'number' &&
    (value.data === undefined || (typeof value.data === 'object' && value.data !== null && !Array.isArray(value.data))),
  resync: () => true,
};

const isMessageType = (type: unknown): type is RealtimeMessageType => typeof type === 'string' && Object.hasOwn(messageHandlers, type);

export function parseRealtimeMessage(frame: unknown): RealtimeMessage | undefined {
  if (typeof frame !== 'string') return undefined;
  try {
    const value = JSON.parse(frame) as Record<string, unknown> | null;
    if (!value || !isMessageType(value.type) || !wellFormed[value.type](value)) return undefined;
    return value as RealtimeMessage;
  } catch {
    return undefined;
  }
}

/** Applies one frame off the socket. False when it was not a message this client knows (it is ignored). */
export function handleRealtimeFrame(frame: unknown, feed: FeedState): boolean {
  const message = parseRealtimeMessage(frame);
  if (!message) return false;
  (messageHandlers[message.type] as (m: RealtimeMessage, f: FeedState) => void)(message, feed);
  return true;
}

async function realtimeUrl(): Promise<string> {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = new URL(`${protocol}//${window.location.host}${REALTIME_PATH}`);
  const token = await getAuthToken();
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

export type RealtimeOptions = {
  /** Which queries each topic refreshes: every feature's handlers, composed by the app. */
  topicHandlers: readonly TopicHandlers[];
  /**
   * Asked after a 4401 close (the session ended or the role changed): true while still signed in (the feed
   * reconnects at once, as whoever the session is now), false once signed out (the feed stays closed; the caller
   * has sent the person to sign in).
   */
  checkSession?: () => Promise<boolean>;
};

/**
 * Reconnection (partysocket): the first retry after 1–2 s (a random start per page, so a server restart is not
 * stampeded by every phone at once), doubling up to 30 s; the count starts over once a connection stayed up 5 s.
 */
export const RECONNECT_OPTIONS = {
  minReconnectionDelay: 1_000 + Math.round(Math.random() * 1_000),
  reconnectionDelayGrowFactor: 2,
  maxReconnectionDelay: 30_000,
  minUptime: 5_000,
  // A handshake on a gym's mobile network may be slow; past this the attempt counts as failed.
  connectionTimeout: 10_000,
} satisfies SocketOptions;

// When the session could not be asked about after a 4401 (offline, server restarting): ask by reconnecting later.
export const SESSION_RECHECK_RETRY_MS = 5_000;

/**
 * Opens the change feed and keeps it open until the returned stop function is called. The socket library loads
 * on demand (the feed starts after sign-in), so it costs the sign-in page nothing.
 */
export function startRealtime(queryClient: QueryClient, options: RealtimeOptions): () => void {
  const feed: FeedState = { queryClient, topicHandlers: options.topicHandlers, lastPosition: -1 };
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closeSocket = () => undefined as void;

  const open = async () => {
    const { default: ReconnectingWebSocket } = await import('partysocket/ws');
    if (stopped) return;
    const sessionDecides = (code: number) => code === SESSION_ENDED_CLOSE_CODE && options.checkSession !== undefined;
    const socket = new ReconnectingWebSocket(realtimeUrl, undefined, {
      ...RECONNECT_OPTIONS,
      // Reconnecting blindly after a 4401 would only be refused (or come back with a new role the screens missed).
      shouldReconnectOnClose: (event) => !sessionDecides(event.code),
    });
    let connectedBefore = false;
    socket.addEventListener('open', () => {
      setChangeFeedOpen(true);
      if (connectedBefore) {
        // Changes may have been missed while offline: refetch what is on screen.
        feed.lastPosition = -1;
        refetchEverything(queryClient);
      }
      connectedBefore = true;
    });
    socket.addEventListener('message', (event) => void handleRealtimeFrame(event.data, feed));
    socket.addEventListener('close', (event) => {
      setChangeFeedOpen(false);
      if (!stopped && sessionDecides(event.code)) void reconnectIfSignedIn(() => socket.reconnect());
    });
    closeSocket = () => socket.close();
  };

  const reconnectIfSignedIn = async (reconnect: () => void) => {
    let signedIn: boolean;
    try {
      signedIn = await options.checkSession!();
    } catch {
      retryTimer = setTimeout(() => !stopped && reconnect(), SESSION_RECHECK_RETRY_MS);
      return;
    }
    if (signedIn && !stopped) reconnect();
  };

  void open();
  return () => {
    stopped = true;
    setChangeFeedOpen(false);
    clearTimeout(retryTimer);
    closeSocket();
  };
}
