import net from 'node:net';

export interface PgProxy {
  /** The target's connection string with this proxy's host and port. */
  url: string;
  /** Cuts every open connection and stops listening: new connections are refused, as with a stopped server. */
  stop(): Promise<void>;
  /** Cuts every open connection and accepts new ones only to cut them at once, as with a server starting up. */
  refuse(): void;
  /** Connections refused by `refuse()` so far. */
  readonly refused: number;
  /** Forwards again, on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of the shared PostgreSQL, so a test can take "the database" away from one app and bring
 * it back (a restart, seen from the app) without touching the server other tests are using.
 */
export async function startPgProxy(targetUrl: string): Promise<PgProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let refusing = false;
  let refused = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    if (refusing) {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', cut);
    upstream.on('error', cut);
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const cutAll = () => sockets.forEach((s) => s.destroy());
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    get refused() {
      return refused;
    },
    async stop() {
      refusing = false;
      const closed = new Promise((resolve) => server.close(resolve));
      cutAll();
      await closed;
    },
    refuse() {
      refusing = true;
      cutAll();
    },
    async start() {
      refusing = false;
      if (!server.listening) await listen(port);
    },
    async close() {
      cutAll();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
