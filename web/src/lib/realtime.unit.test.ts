import { QueryClient } from '@tanstack/react-query';
import { Value } from 'typebox/value';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_MESSAGE_TYPES, RealtimeMessageSchema, type RealtimeMessage, type RealtimeMessageType } from '../../../contract/realtime';
import {
  dispatchTopics,
  handleRealtimeFrame,
  messageHandlers,
  RECONNECT_OPTIONS,
  SESSION_ENDED_CLOSE_CODE,
  SESSION_RECHECK_RETRY_MS,
  startRealtime,
  type FeedState,
  type TopicHandlers,
} from './realtime';
import { FakeSocket, latestSocket } from '../testing/fake-socket';

const feedOf = (queryClient = new QueryClient(), topicHandlers: FeedState['topicHandlers'] = []): FeedState => ({ queryClient, topicHandlers, lastPosition: -1 });
/** Whether the last invalidation refetched everything (no filter), not one feature's queries. */
const refetchedEverything = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.some((call) => call.length === 0 || call[0] === undefined);

beforeAll(async () => {
  // The feed loads the socket library on demand; loaded once here, later imports resolve at once under fake timers.
  await import('partysocket/ws');
});

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', { location: { protocol: 'http:', host: 'localhost:5173' } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('realtime messages', () => {
  // One example per message type; typed over the union, so a new type does not compile without one.
  const examples: { [T in RealtimeMessageType]: Extract<RealtimeMessage, { type: T }> } = {
    changed: { type: 'changed', topics: ['*'], position: 7 },
    resync: { type: 'resync' },
  };

  it('has a handler for each message type in the contract, and each one refetches what it covers', () => {
    // Read off the schema at runtime: a member added to the union without a handler fails here.
    expect(REALTIME_MESSAGE_TYPES.length).toBeGreaterThan(0);
    expect(Object.keys(messageHandlers).sort()).toEqual([...REALTIME_MESSAGE_TYPES].sort());
    for (const type of REALTIME_MESSAGE_TYPES) {
      const example = examples[type];
      expect(example, `an example of '${type}'`).toBeDefined();
      expect(Value.Check(RealtimeMessageSchema, example)).toBe(true);
      const queryClient = new QueryClient();
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      expect(handleRealtimeFrame(JSON.stringify(example), feedOf(queryClient)), type).toBe(true);
      expect(refetchedEverything(invalidate), type).toBe(true);
    }
  });

  it('routes each topic to the handlers of its family, with its id and its facts, and skips stale positions', () => {
    const seen: string[] = [];
    const handlers = {
      agenda: ({ data }) => seen.push(`agenda ${data?.map((p) => p.cupo_disponible).join(',') ?? '-'}`),
      user: ({ userId }) => seen.push(`user ${userId}`),
      plan: ({ planId }) => seen.push(`plan ${planId + 1}`),
    } satisfies TopicHandlers;
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const feed = feedOf(queryClient, [handlers]);
    const frame = (message: RealtimeMessage) => handleRealtimeFrame(JSON.stringify(message), feed);

    frame({ type: 'changed', topics: ['agenda', 'user:ana', 'news'], position: 5, data: { agenda: [{ horario_id: 1, fecha: '2026-11-25', cupo_disponible: 2 }] } });
    frame({ type: 'changed', topics: ['user:old'], position: 5 });
    frame({ type: 'changed', topics: ['user:older'], position: 3 });
    frame({ type: 'changed', topics: ['plan:7', 'agenda', 'unknown:topic'], position: 6 });

    expect(seen).toEqual(['agenda 2', 'user ana', 'plan 8', 'agenda -']);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("refetches everything on the '*' topic of a notice too big to list its topics", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    dispatchTopics([], ['agenda'], queryClient);
    expect(invalidate).not.toHaveBeenCalled();
    dispatchTopics([], ['*'], queryClient);
    expect(invalidate).toHaveBeenCalledExactlyOnceWith();
  });

  it('after a resync refetches everything and takes the next notice whatever its position', () => {
    const seen: number[] = [];
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const feed = feedOf(queryClient, [{ news: () => seen.push(1) }]);
    handleRealtimeFrame(JSON.stringify({ type: 'changed', topics: ['news'], position: 9 }), feed);
    handleRealtimeFrame(JSON.stringify({ type: 'resync' }), feed);
    handleRealtimeFrame(JSON.stringify({ type: 'changed', topics: ['news'], position: 2 }), feed);
    expect(invalidate).toHaveBeenCalledExactlyOnceWith();
    expect(seen).toEqual([1, 1]);
  });

  it('ignores frames that are not a message it knows', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    for (const frame of ['not json', 'null', '{"type":"hello"}', '{"type":"changed","topics":"agenda","position":1}', '{"type":"changed","topics":[1],"position":1}', '{"type":"toString"}', 42]) {
      expect(handleRealtimeFrame(frame, feedOf(queryClient)), String(frame)).toBe(false);
    }
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('realtime connection', () => {
  it('connects to /api/ws and applies what the server sends', async () => {
    const seen: string[] = [];
    const stop = startRealtime(new QueryClient(), { topicHandlers: [{ news: () => seen.push('news') }] });
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    expect(latestSocket().url).toBe('ws://localhost:5173/api/ws');
    latestSocket().open();
    latestSocket().receive({ type: 'changed', topics: ['news'], position: 1 });
    expect(seen).toEqual(['news']);
    stop();
  });

  it('reconnects with a doubling backoff from 1–2 s up to 30 s', async () => {
    vi.useFakeTimers();
    const stop = startRealtime(new QueryClient(), { topicHandlers: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances).toHaveLength(1);
    const first = RECONNECT_OPTIONS.minReconnectionDelay;
    expect(first).toBeGreaterThanOrEqual(1_000);
    expect(first).toBeLessThanOrEqual(2_000);

    const waits: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const expected = Math.min(RECONNECT_OPTIONS.maxReconnectionDelay, first * 2 ** attempt);
      latestSocket().drop(1006);
      await vi.advanceTimersByTimeAsync(expected - 1);
      expect(FakeSocket.instances).toHaveLength(attempt + 1); // not before its time
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.instances).toHaveLength(attempt + 2);
      waits.push(expected);
    }
    expect(waits.at(-1)).toBe(30_000);
    stop();
  });

  it('starts the backoff over once a connection stayed up, and refetches everything after reconnecting', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = startRealtime(queryClient, { topicHandlers: [] });
    await vi.advanceTimersByTimeAsync(0);
    latestSocket().open();
    expect(invalidate).not.toHaveBeenCalled(); // the first connection finds nothing stale

    latestSocket().drop(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_OPTIONS.minReconnectionDelay);
    expect(FakeSocket.instances).toHaveLength(2);
    latestSocket().drop(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_OPTIONS.minReconnectionDelay * 2);
    expect(FakeSocket.instances).toHaveLength(3);
    latestSocket().open();
    expect(invalidate).toHaveBeenCalledExactlyOnceWith();

    await vi.advanceTimersByTimeAsync(RECONNECT_OPTIONS.minUptime);
    latestSocket().drop(1001); // e.g. a deploy, after a good while connected
    await vi.advanceTimersByTimeAsync(RECONNECT_OPTIONS.minReconnectionDelay);
    expect(FakeSocket.instances).toHaveLength(4);
    stop();
  });

  it('after a 4401 close re-checks the session and reconnects at once only while still signed in', async () => {
    vi.useFakeTimers();
    const checkSession = vi.fn(async () => true);
    const stop = startRealtime(new QueryClient(), { topicHandlers: [], checkSession });
    await vi.advanceTimersByTimeAsync(0);
    latestSocket().open();

    latestSocket().drop(SESSION_ENDED_CLOSE_CODE); // e.g. the role changed
    await vi.advanceTimersByTimeAsync(0);
    expect(checkSession).toHaveBeenCalledOnce();
    expect(FakeSocket.instances).toHaveLength(2); // no backoff wait

    checkSession.mockResolvedValue(false); // signed out
    latestSocket().open();
    latestSocket().drop(SESSION_ENDED_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(checkSession).toHaveBeenCalledTimes(2);
    expect(FakeSocket.instances).toHaveLength(2);
    stop();
  });

  it('does not ask about the session after an ordinary drop, and reconnects later when it cannot ask', async () => {
    vi.useFakeTimers();
    const checkSession = vi.fn(async () => {
      throw new Error('offline');
    });
    const stop = startRealtime(new QueryClient(), { topicHandlers: [], checkSession });
    await vi.advanceTimersByTimeAsync(0);
    latestSocket().drop(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_OPTIONS.minReconnectionDelay);
    expect(checkSession).not.toHaveBeenCalled();
    expect(FakeSocket.instances).toHaveLength(2);

    latestSocket().drop(SESSION_ENDED_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(0);
    expect(checkSession).toHaveBeenCalledOnce();
    expect(FakeSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(SESSION_RECHECK_RETRY_MS - 1);
    expect(FakeSocket.instances).toHaveLength(2);
    // The retry connects at once: a timer of 0 ms, which fake timers clamp to 4 ms when nested as deep as this.
    await vi.advanceTimersByTimeAsync(5);
    expect(FakeSocket.instances).toHaveLength(3);
    stop();
  });

  it('stays closed once stopped, even when stopped before the socket library loaded', async () => {
    vi.useFakeTimers();
    const stop = startRealtime(new QueryClient(), { topicHandlers: [] });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(latestSocket().readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.instances).toHaveLength(1);

    startRealtime(new QueryClient(), { topicHandlers: [] })();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
