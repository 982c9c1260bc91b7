import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPackageExpiry } from '../../services/packages/package-expiry.job';
import { fixedClock } from '../../domain/time/clock';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { createMembers, createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { withAppProjections } from '../support/test-database';
import { startPgProxy, type PgProxy } from './support/pg-proxy';

// The hourly package expiry must not wait an hour after a run that met a database out of reach.
let t: TestApp;
let proxy: PgProxy;
let job: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
  const admin = (await t.signUp()).token;
  const studio = await createStudio(t, admin, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 10 }]);
  userId = (await createMembers(t, 1))[0]!.userId;
  await giveCredits(t, userId, studio.packageId, 3, '2026-11-20');
  proxy = await startPgProxy(t.db.url!);
  job = withAppProjections(await openDatabase({ databaseUrl: proxy.url, dataDir: '' }));
}, 60_000);
afterAll(async () => {
  await job?.close();
  await proxy?.close();
  await t?.close();
});

it('retries a run that could not reach the database soon, and closes the lapsed package once it can', async () => {
  await proxy.stop();
  const logs: string[] = [];
  const expiry = startPackageExpiry({
    db: job.db,
    clock: fixedClock('2026-11-25T12:00:00-03:00'), // the package lapsed on the 20th
    studioTz: t.config.studioTz,
    log: (message) => logs.push(message),
    retryMs: 50,
  });
  try {
    await expect.poll(() => logs.some((l) => l.startsWith('package expiry failed; retrying')), { timeout: 5000 }).toBe(true);
    expect(await creditsOf(t, userId)).toBe(3);
    await proxy.start();
    await expect.poll(() => logs, { timeout: 10_000 }).toContain('paquetes vencidos: 1');
    expect(await creditsOf(t, userId)).toBe(0);
  } finally {
    await expiry.stop();
  }
});
