import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingKeys } from '../features/booking/api/booking-keys';
import { refreshAfterBookingChange } from '../features/booking/api/refresh-bookings';
import { startRealtime } from '../lib/realtime';
import { FakeSocket, latestSocket } from '../testing/fake-socket';
import { loadTopicHandlers } from './features';
import { userPackageKeys } from '../api/route-keys';

// A member books on her phone: the agenda's places, her turnos and her credits must change on her screen, each
// fetched once, by the notice her own change feed receives; by the tab itself only when no notice will come.

const ANA = 'user_ana';
const onScreen = [bookingKeys.agenda(ANA), bookingKeys.turnos(ANA), userPackageKeys.of(ANA)];

let queryClient: QueryClient;
let fetches: string[];
let stopFeed: () => void;
let unsubscribe: (() => void)[];

/** The member's screen: each query watched (as a mounted component does) and its fetches counted. */
async function showScreen() {
  unsubscribe = onScreen.map((queryKey) =>
    new QueryObserver(queryClient, { queryKey, queryFn: () => (fetches.push(queryKey.join('/')), []), staleTime: Infinity }).subscribe(() => {}),
  );
  await vi.waitFor(() => {
    if (fetches.length !== onScreen.length) throw new Error('the screen has not loaded yet');
  });
  fetches = [];
}

/** What the server sends every socket that may see a booking's topics (projections/booking/booking.topics.ts). */
const bookingNotice = (position: number) => ({ type: 'changed', position, topics: ['agenda', `user:${ANA}`, 'admin:bookings'] });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(async () => {
  await import('partysocket/ws');
});

beforeEach(async () => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', { location: { protocol: 'http:', host: 'localhost:5173' } });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fetches = [];
  stopFeed = startRealtime(queryClient, { topicHandlers: await loadTopicHandlers() });
  await vi.waitFor(() => {
    if (FakeSocket.instances.length !== 1) throw new Error('the feed has not opened its socket yet');
  });
  await showScreen();
});

afterEach(() => {
  for (const stop of unsubscribe) stop();
  stopFeed();
  vi.unstubAllGlobals();
});

describe('one refresh after a booking', () => {
  it('the notice on her open feed refreshes places, turnos and credits once; the tab does not', async () => {
    latestSocket().open();
    await refreshAfterBookingChange(queryClient, ANA, 'accepted');
    await settle();
    expect(fetches).toEqual([]);

    latestSocket().receive(bookingNotice(1));
    await vi.waitFor(() => expect(fetches.sort()).toEqual(['POST /api/paquetes/getUserPackage/user_ana', 'booking/agenda/user_ana', 'home/turnos/user_ana']));
  });

  it('with the feed down the tab refreshes them itself, once', async () => {
    latestSocket().open();
    latestSocket().drop(1006);
    await refreshAfterBookingChange(queryClient, ANA, 'accepted');
    expect(fetches.sort()).toEqual(['POST /api/paquetes/getUserPackage/user_ana', 'booking/agenda/user_ana', 'home/turnos/user_ana']);
  });

  it('a refused booking is refreshed by the tab (no notice comes): the class may have filled up meanwhile', async () => {
    latestSocket().open();
    await refreshAfterBookingChange(queryClient, ANA, 'refused');
    expect(fetches.sort()).toEqual(['POST /api/paquetes/getUserPackage/user_ana', 'booking/agenda/user_ana', 'home/turnos/user_ana']);
  });
});
