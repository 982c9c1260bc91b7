import { freePort, onHostNetwork } from '../../support/postgres-container';

/** The image under test: PULSO_IMAGE, or `pulso` as `docker compose build` tags it. */
export const pulsoImage = () => process.env.PULSO_IMAGE || 'pulso';

export interface StartedApp {
  baseUrl: string;
  id: string;
  logs: () => string;
  exec: (command: string[]) => Promise<string>;
  /** `docker stop` with the grace period compose gives (15 s): the exit code and how long the stop took. */
  stop: () => Promise<{ exitCode: number; tookMs: number }>;
}

/**
 * Runs the app's image as an operator would: its own CMD, its own user, the settings in `env`. On the host's network
 * (TEST_DOCKER_NETWORK=host) it listens on a free port of its own; elsewhere its port 3000 is published.
 */
export async function startApp(env: Record<string, string>, opts: { dataDir?: string } = {}): Promise<StartedApp> {
  if (onHostNetwork()) process.env.TESTCONTAINERS_HOST_OVERRIDE ??= '127.0.0.1';
  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  const hostNetwork = onHostNetwork();
  const port = hostNetwork ? await freePort() : 3000;
  let output = '';
  let container = new GenericContainer(pulsoImage())
    .withEnvironment({ ...env, PORT: String(port), LOG_LEVEL: 'info' })
    .withLogConsumer((stream) => stream.on('data', (chunk: Buffer | string) => (output += chunk.toString())))
    .withWaitStrategy(Wait.forLogMessage(/Pulso listo en/))
    .withStartupTimeout(120_000);
  if (opts.dataDir) container = container.withBindMounts([{ source: opts.dataDir, target: '/data' }]);
  container = hostNetwork ? container.withNetworkMode('host') : container.withExposedPorts(3000);
  const started = await container.start().catch((error: unknown) => {
    throw new Error(`the image did not start:\n${output}`, { cause: error });
  });
  const host = hostNetwork ? '127.0.0.1' : started.getHost();
  const baseUrl = `http://${host}:${hostNetwork ? port : started.getMappedPort(3000)}`;
  return {
    baseUrl,
    id: started.getId(),
    logs: () => output,
    exec: async (command) => (await started.exec(command)).output.trim(),
    stop: async () => {
      const startedAt = Date.now();
      await started.stop({ timeout: 15_000, remove: false });
      const tookMs = Date.now() - startedAt;
      const client = await getContainerRuntimeClient();
      const container = client.container.getById(started.getId());
      const { State } = await container.inspect();
      await client.container.remove(container, { removeVolumes: true });
      return { exitCode: State.ExitCode, tookMs };
    },
  };
}

/** What Docker says of a running container (its user, its mounts). */
export async function inspect(id: string) {
  const { getContainerRuntimeClient } = await import('testcontainers');
  const client = await getContainerRuntimeClient();
  return client.container.getById(id).inspect();
}
