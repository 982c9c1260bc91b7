import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../services/app';
import { startBackgroundWork } from '../../../services/background';
import { loadConfig } from '../../../services/config';
import { fixedClock } from '../../../domain/time/clock';
import { openDatabase, type DatabaseHandle } from '../../../db/database';
import type { TestApp } from '../../support/test-app';
import { createTestDatabase } from '../../support/test-database';
import { testPeople } from '../../support/test-people';
import { startPgProxy, type PgProxy } from './pg-proxy';

export interface AppBehindProxy extends TestApp {
  /** The real HTTP server, on a random port. */
  baseUrl: string;
  proxy: PgProxy;
  /** The app's own database handle (through the proxy); `db.handle` is a direct one, for setup and checks. */
  appDatabase: DatabaseHandle;
}

/**
 * The whole server as `npm start` runs it (routes, background processors, LISTEN), listening on a port, with
 * its PostgreSQL connections going through a relay the test can cut. Shaped like a TestApp, so the studio
 * fixtures work with it.
 */
export async function startAppBehindProxy(opts: { now: string }): Promise<AppBehindProxy> {
  const db = await createTestDatabase();
  const proxy = await startPgProxy(db.url!);
  const appDatabase = await openDatabase({ databaseUrl: proxy.url, dataDir: '' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-faults-'));
  const clock = fixedClock(opts.now);
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: '/nonexistent', SEED_DEMO: '0' });
  // FAULTS_LOG=1 shows the app's error log (what a 500 was), quiet otherwise.
  const app = await buildApp({ config, database: appDatabase, clock, logger: process.env.FAULTS_LOG ? { level: 'error' } : false, authRateLimit: 10_000 });
  const background = await startBackgroundWork(app, { config, database: appDatabase });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  // Here the sequencer is part of the app's background work (processors, jobs): stopping it stops them all.
  let stopping: Promise<void> | undefined;
  const stopBackground = () => (stopping ??= background.stop());
  return {
    app,
    db,
    clock,
    config,
    proxy,
    appDatabase,
    baseUrl: `http://127.0.0.1:${port}`,
    ...testPeople(app, 'falla'),
    stopSequencer: stopBackground,
    async close() {
      await app.close();
      await stopBackground();
      await appDatabase.close();
      await proxy.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
