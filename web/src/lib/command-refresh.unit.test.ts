import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invalidatedKeys } from '../testing/invalidated-keys';
import { refreshAfterCommand, refreshesAfter, setChangeFeedOpen } from './api-client';

let queryClient: QueryClient;
const keys = [['booking', 'agenda'], ['home', 'turnos', 'user_ana']];

beforeEach(() => {
  queryClient = new QueryClient();
  for (const key of [...keys, ['news']]) queryClient.setQueryData(key, []);
});

afterEach(() => {
  setChangeFeedOpen(false);
  vi.unstubAllGlobals();
});

describe('refreshing after a command', () => {
  it('leaves an accepted command to its realtime notice while the change feed is open', async () => {
    setChangeFeedOpen(true);
    await refreshAfterCommand(queryClient, keys, 'accepted');
    expect(invalidatedKeys(queryClient)).toEqual([]);
  });

  it('refreshes the queries itself when the feed is not open: no notice will come', async () => {
    await refreshAfterCommand(queryClient, keys, 'accepted');
    expect(invalidatedKeys(queryClient)).toEqual(['booking/agenda', 'home/turnos/user_ana']);
  });

  it('refreshes after a refused command even with the feed open: nothing changed, so nothing is announced', async () => {
    setChangeFeedOpen(true);
    await refreshAfterCommand(queryClient, keys, 'refused');
    expect(invalidatedKeys(queryClient)).toEqual(['booking/agenda', 'home/turnos/user_ana']);
  });

  it('refreshes when the phone is offline, before the socket notices it is gone', async () => {
    setChangeFeedOpen(true);
    vi.stubGlobal('navigator', { onLine: false });
    await refreshAfterCommand(queryClient, keys, 'accepted');
    expect(invalidatedKeys(queryClient)).toEqual(['booking/agenda', 'home/turnos/user_ana']);
  });

  it("as a mutation's callback: a success is accepted, an error refused", async () => {
    setChangeFeedOpen(true);
    const { onSettled } = refreshesAfter(queryClient, keys);
    await onSettled({ id: 1 }, null);
    expect(invalidatedKeys(queryClient)).toEqual([]);
    await onSettled(undefined, new Error('CLASS_FULL'));
    expect(invalidatedKeys(queryClient)).toEqual(['booking/agenda', 'home/turnos/user_ana']);
  });
});
