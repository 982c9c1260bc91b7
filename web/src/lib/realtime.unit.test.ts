import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerTopicHandler, startRealtime } from './realtime';

class FakeSocket {
  static instances: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  close() {
    this.onclose?.();
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

    latestSocket().onclose?.();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.instances).toHaveLength(2);
    latestSocket().onopen?.();
    expect(invalidate).toHaveBeenCalledOnce();

    stop();
    vi.useRealTimers();
  });
});
