import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerTopicHandler, SESSION_ENDED_CLOSE_CODE, startRealtime } from './realtime';

class FakeSocket {
  static instances: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  close(code = 1005) {
    this.onclose?.({ code });
  }
  send(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const latestSocket = () => FakeSocket.instances.at(-1)!;

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', { location: { protocol: 'http:', host: 'localhost:5173' } });
});

afterEach(() => vi.unstubAllGlobals());

describe('realtime', () => {
  it('routes topics by prefix and ignores positions already seen', async () => {
    const queryClient = new QueryClient();
    const seen: string[] = [];
    const unregister = registerTopicHandler('bookings', (topic) => seen.push(topic));
    const stop = startRealtime(queryClient);
    await flush();
    expect(latestSocket().url).toBe('ws://localhost:5173/api/ws');

    latestSocket().send({ type: 'changed', topics: ['bookings:user_ana', 'news'], position: 5 });
    latestSocket().send({ type: 'changed', topics: ['bookings:old'], position: 5 });
    latestSocket().send({ type: 'changed', topics: ['bookings:older'], position: 3 });
    latestSocket().send({ type: 'changed', topics: ['bookings:new'], position: 6 });

    expect(seen).toEqual(['bookings:user_ana', 'bookings:new']);
    stop();
    unregister();
  });

  it('reconnects with backoff and refreshes everything after reconnecting', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = startRealtime(queryClient);
    await vi.advanceTimersByTimeAsync(0);
    latestSocket().onopen?.();
    expect(invalidate).not.toHaveBeenCalled();

    latestSocket().onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.instances).toHaveLength(2);
    latestSocket().onopen?.();
    expect(invalidate).toHaveBeenCalledOnce();

    stop();
    vi.useRealTimers();
  });

  it('after a 4401 close re-checks the session and reconnects at once only while still signed in', async () => {
    vi.useFakeTimers();
    const checkSession = vi.fn(async () => true);
    const stop = startRealtime(new QueryClient(), { checkSession });
    await vi.advanceTimersByTimeAsync(0);
    latestSocket().onopen?.();

    latestSocket().close(SESSION_ENDED_CLOSE_CODE); // e.g. the role changed
    await vi.advanceTimersByTimeAsync(0);
    expect(checkSession).toHaveBeenCalledOnce();
    expect(FakeSocket.instances).toHaveLength(2); // no backoff wait

    checkSession.mockResolvedValue(false); // signed out
    latestSocket().close(SESSION_ENDED_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checkSession).toHaveBeenCalledTimes(2);
    expect(FakeSocket.instances).toHaveLength(2);

    stop();
    vi.useRealTimers();
  });

  it('does not ask about the session after an ordinary drop, and retries later when it cannot ask', async () => {
    vi.useFakeTimers();
    const checkSession = vi.fn(async () => {
      throw new Error('offline');
    });
    const stop = startRealtime(new QueryClient(), { checkSession });
    await vi.advanceTimersByTimeAsync(0);
    latestSocket().close(1006);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(checkSession).not.toHaveBeenCalled();
    expect(FakeSocket.instances).toHaveLength(2);

    latestSocket().close(SESSION_ENDED_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.instances).toHaveLength(3);

    stop();
    vi.useRealTimers();
  });
});
