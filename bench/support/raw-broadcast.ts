import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChangeNotice } from '../../projections/changefeed/changefeed';
import { changedMessageFor, type Viewer } from '../../services/platform/realtime/realtime.messages';
import type { Commit } from './delivery-latency';
import { benchNow } from './ws-crowd';

export type BroadcastMode = 'one frame for all' | 'per socket';

/**
 * The baseline: a bare `ws` server on 127.0.0.1, no database, no auth, no hub. Clients say who they are in
 * the URL (`?u=<userId>&r=<role>`) so the per-socket mode can cut each notice for its viewer.
 */
export async function startRawServer() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const viewers = new Map<WebSocket, Viewer>();
  server.on('connection', (ws, request) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    viewers.set(ws, { userId: query.get('u') ?? '', role: query.get('r') ?? 'member' });
    ws.on('close', () => viewers.delete(ws));
  });
  const { port } = server.address() as AddressInfo;

  /**
   * Sends `count` notices at `perSecond`. 'one frame for all' serializes once and sends that Buffer to every
   * socket (what a broadcast costs at least); 'per socket' cuts and stringifies the notice for each socket's
   * viewer, as the hub did before audiences.
   */
  async function broadcast(mode: BroadcastMode, count: number, perSecond: number, notice: (position: number) => ChangeNotice): Promise<Commit[]> {
    const commits: Commit[] = [];
    const started = benchNow();
    for (let i = 1; i <= count; i++) {
      const due = started + ((i - 1) * 1000) / perSecond;
      const wait = due - benchNow();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const n = notice(i);
      commits.push({ position: n.position, at: benchNow() });
      if (mode === 'one frame for all') {
        const frame = Buffer.from(JSON.stringify(changedMessageFor(n, { userId: '', role: 'member' })));
        for (const ws of viewers.keys()) ws.send(frame, { binary: false });
      } else {
        for (const [ws, viewer] of viewers) {
          const message = changedMessageFor(n, viewer);
          if (message) ws.send(JSON.stringify(message));
        }
      }
    }
    return commits;
  }

  return {
    url: (viewer: Viewer) => `ws://127.0.0.1:${port}/?u=${encodeURIComponent(viewer.userId)}&r=${viewer.role}`,
    get size() {
      return viewers.size;
    },
    broadcast,
    close: () => new Promise<void>((resolve) => {
      for (const ws of viewers.keys()) ws.terminate();
      server.close(() => resolve());
    }),
  };
}
