import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { startSequencer } from '../../events/store/sequencer';
import { buildApp, type BuildOptions } from '../../services/app';
import { loadConfig, type Config } from '../../services/config';
import { featureChangeFeed } from '../../services/features';
import { usePasswordHashCost, type PasswordHashCost } from './password-cost';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testClock, type TestClock } from './test-clock';
import { testPeople } from './test-people';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  /** The app's clock, fixed at `now` (TEST_NOW by default); a test moves it with set/advance. */
  clock: TestClock;
  config: Config;
  /** Signs up a local account and returns its bearer token and user id. */
  signUp(input?: Partial<{ email: string; firstName: string; lastName: string; password: string }>): Promise<{ token: string; userId: string; role: string }>;
  /** app.inject as a signed-in user (or anonymous with token undefined). */
  as(token: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Stops the background sequencer (for tests that count a request's own statements on the shared pool). */
  stopSequencer(): Promise<void>;
  close(): Promise<void>;
}


/**
 * Builds the real app (local auth, real database, a fixed clock: `now`, else TEST_NOW) for `app.inject` tests. Passwords hash at a cheap
 * scrypt cost unless `passwordHashCost: 'production'` (see password-cost.ts).
 */
export async function createTestApp(
  opts: { now?: string; env?: Record<string, string>; build?: Partial<BuildOptions>; passwordHashCost?: PasswordHashCost } = {},
): Promise<TestApp> {
  usePasswordHashCost(opts.passwordHashCost);
  const db = await createTestDatabase();
  const clock = testClock(opts.now);
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pulso-test-')), WEB_DIST: '/nonexistent', ...opts.env });
  const app = await buildApp({ config, database: db.handle, clock, logger: false, authRateLimit: 10_000, ...opts.build });
  await app.ready();
  // As server.ts's background work does: commands' events get positions and change notices within ms.
  const sequencer = startSequencer(db.handle, { changes: featureChangeFeed(), onError: (error) => console.error('[test-app] sequencer:', error) });
  let stopping: Promise<void> | undefined;
  const stopSequencer = () => (stopping ??= sequencer.stop());
  return {
    app,
    db,
    clock,
    config,
    ...testPeople(app),
    stopSequencer,
    async close() {
      await app.close();
      await stopSequencer();
      await db.close();
    },
  };
}
