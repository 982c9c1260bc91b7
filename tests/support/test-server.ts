import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../services/app';
import { followServerClock } from './browser-clock';
import type { DatabaseHandle } from '../../db/database';
import { startBackgroundWork } from '../../services/background';
import { loadConfig } from '../../services/config';
import { usePasswordHashCost } from './password-cost';
import { createTestDatabase } from './test-database';
import { runningClock, type TestClock } from './test-clock';

export interface TestServer {
  baseUrl: string;
  /** The server's database, for a test that runs a timed job itself (after moving its clock). */
  database: DatabaseHandle;
  studioTz: string;
  /** The server's clock (from TEST_NOW, running, unless the test gave its own); its browsers follow it (browser-clock.ts). */
  clock: TestClock;
  /** Change feeds the server holds open (signed in and sent notices): a live test waits for its page's before acting. */
  liveFeeds(): number;
  close(): Promise<void>;
}

// TEST_WEB_DIST lets people working side by side in one tree each test their own build of the web app.
export const WEB_DIST = path.resolve(process.env.TEST_WEB_DIST ?? 'web/dist');

/**
 * The real server for browser tests, in-process: a fresh migrated database, the built web app (`npm run
 * build:web`, which `npm test` runs first), its own data dir for uploads, the background work server.ts
 * starts, and a random port. Passwords hash at the test suite's cheap scrypt cost (password-cost.ts). It runs on
 * `clock`, else a clock that starts at TEST_NOW and runs on (test-clock.ts), never the machine's: the journeys' dates
 * are the same on any day they run.
 */
export async function startTestServer(opts: { seedDemo?: boolean; env?: Record<string, string>; clock?: TestClock } = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('Browser tests serve web/dist: run `npm run build:web` first (`npm test` does).');
  }
  usePasswordHashCost();
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-e2e-'));
  const config = loadConfig({
    DATA_DIR: dataDir, // uploads land here
    WEB_DIST,
    SEED_DEMO: opts.seedDemo ? '1' : '0',
    LOG_LEVEL: 'warn',
    ...opts.env,
  });
  // A movable clock lets a journey pass a class's end; a fixed one (testClock) stops time for exact instants.
  const clock = opts.clock ?? runningClock();
  const app = await buildApp({ config, database: database.handle, logger: false, authRateLimit: 10_000, clock });
  const background = await startBackgroundWork(app, { config, database: database.handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const forgetClock = followServerClock(baseUrl, clock);
  return {
    baseUrl,
    database: database.handle,
    studioTz: config.studioTz,
    clock,
    liveFeeds: () => app.realtime.size,
    async close() {
      forgetClock();
      await app.close();
      await background.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
