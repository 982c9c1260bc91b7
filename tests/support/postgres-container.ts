import net from 'node:net';

/** The image every container PostgreSQL of the tests runs: the official one unless TEST_POSTGRES_IMAGE names another. */
export const postgresImage = () => process.env.TEST_POSTGRES_IMAGE || 'postgres:15-alpine';
/** TEST_DOCKER_NETWORK=host: containers on the host's network, for engines whose containers must stay on loopback. */
export const onHostNetwork = () => process.env.TEST_DOCKER_NETWORK === 'host';

/** Marks the server the integration suite's Testcontainers started, so a test can tell it from any other. */
export const TESTCONTAINERS_CLUSTER_NAME = 'pulso-testcontainers';

export interface StartedPostgres {
  url: string;
  host: string;
  port: number;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * PostgreSQL in a container, the image a setting (TEST_POSTGRES_IMAGE, the official postgres:15-alpine by default).
 * A scratch server: its data on tmpfs, no fsync, no full-page writes, no autovacuum (every database lives for one
 * test file), which is what a test wants and no production server should do. TEST_DOCKER_NETWORK=host runs it on the
 * host's network on a free port of its own, for engines whose containers must stay on the loopback addresses.
 */
export async function startPostgresContainer(opts: { clusterName?: string; user?: string; password?: string; database?: string } = {}): Promise<StartedPostgres> {
  const hostNetwork = onHostNetwork();
  // On the host's network a container is on 127.0.0.1; Testcontainers would otherwise look for the address of a
  // bridge network, which an engine started without one (dockerd --bridge=none) does not have.
  if (hostNetwork) process.env.TESTCONTAINERS_HOST_OVERRIDE ??= '127.0.0.1';
  const { GenericContainer, Wait } = await import('testcontainers');
  const { user = 'postgres', password = 'test', database = user } = opts;
  const port = hostNetwork ? await freePort() : 5432;
  let container = new GenericContainer(postgresImage())
    .withEnvironment({ POSTGRES_USER: user, POSTGRES_PASSWORD: password, POSTGRES_DB: database, POSTGRES_HOST_AUTH_METHOD: 'trust', PGPORT: String(port) })
    .withCommand(['postgres', '-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'autovacuum=off', '-c', `cluster_name=${opts.clusterName ?? 'pulso-scratch'}`])
    .withTmpFs({ '/var/lib/postgresql/data': 'rw' })
    // The official image logs "ready" twice: once for the server that runs its init scripts, then for the real one.
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .withStartupTimeout(120_000);
  container = hostNetwork ? container.withNetworkMode('host') : container.withExposedPorts(5432);
  const started = await container.start();
  const host = hostNetwork ? '127.0.0.1' : started.getHost();
  const mapped = hostNetwork ? port : started.getMappedPort(5432);
  return { url: `postgres://${user}:${password}@${host}:${mapped}/${database}`, host, port: mapped, stop: async () => void (await started.stop()) };
}
