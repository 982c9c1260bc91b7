import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { api, register, signUp, type Account } from '../support/e2e-people';
import { startPostgresContainer, type StartedPostgres } from '../support/postgres-container';
import { inspect, startApp, type StartedApp } from './support/app-container';
import { bookAnyOpenClass } from './support/booking';

// The image as a studio runs it: its own CMD and user, on real PostgreSQL and on the embedded default.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first account, created through the web app the image serves: the studio's admin. */
async function registerOwnerInTheBrowser(baseUrl: string): Promise<void> {
  const { context, page } = await newPage(browser, baseUrl);
  try {
    await page.goto('/');
    await page.getByRole('link', { name: 'Registrarse' }).click();
    await register(page, { firstName: 'Dana', lastName: 'Ruiz', email: 'dana@ejemplo.com', password: 'clave-segura-1' });
  } finally {
    await context.close();
  }
}

describe('the image on PostgreSQL', () => {
  let postgres: StartedPostgres;
  let app: StartedApp;
  beforeAll(async () => {
    postgres = await startPostgresContainer({ user: 'pulso', password: 'secreto', database: 'pulso' });
    app = await startApp({ DATABASE_URL: postgres.url, SEED_DEMO: '1' });
  });
  afterAll(async () => {
    await postgres?.stop();
  });

  it('is ready, runs as a user that is not root, keeps DATA_DIR on its volume', async () => {
    const ready = await fetch(`${app.baseUrl}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok' });
    expect(await app.exec(['id', '-u'])).not.toBe('0');
    const details = await inspect(app.id);
    expect(details.Config.User).toBe('node');
    expect(details.Mounts.map((m) => m.Destination)).toContain('/data');
    expect(await app.exec(['sh', '-c', 'echo "$DATA_DIR"'])).toBe('/data');
  });

  it('serves the web app, where the owner registers, and books a member into a class', async () => {
    await registerOwnerInTheBrowser(app.baseUrl);
    const owner = await signInByApi(app.baseUrl);
    const member = await signUp({ baseUrl: app.baseUrl }, { firstName: 'Ana', lastName: 'Sosa', email: 'ana@ejemplo.com', password: 'clave-segura-2' });
    const booked = await bookAnyOpenClass(app.baseUrl, owner, member);
    const bookings = await api<{ id: number }[]>({ baseUrl: app.baseUrl }, 'POST', '/api/reservas/getReservasByIdUsr', {}, member.token);
    expect(bookings.map((b) => b.id)).toContain(booked);
  });

  it('stops on `docker stop` with exit code 0 within the grace period, after draining', async () => {
    const { exitCode, tookMs } = await app.stop();
    expect(exitCode).toBe(0);
    expect(tookMs).toBeLessThan(15_000);
    expect(app.logs()).toContain('shutting down');
  });
});

describe('the image on the embedded default (PGlite, no DATABASE_URL)', () => {
  // A folder of the host as /data, so a second container finds what the first one wrote (what a volume keeps across
  // an upgrade). Writable by the image's user whatever its uid.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-image-data-'));
  fs.chmodSync(dataDir, 0o777);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds the demo studio once and keeps its data across a container restart', async () => {
    const first = await startApp({}, { dataDir });
    expect(first.logs()).toContain('Estudio demo');
    expect(fs.readdirSync(dataDir)).toContain('pglite');
    const ana = await signUp({ baseUrl: first.baseUrl }, { firstName: 'Ana', lastName: 'Sosa', email: 'ana@ejemplo.com', password: 'clave-segura-2' });
    expect((await first.stop()).exitCode).toBe(0);

    const second = await startApp({}, { dataDir });
    try {
      expect(second.logs()).not.toContain('Estudio demo');
      const again = await api<{ user: { userId: string } }>({ baseUrl: second.baseUrl }, 'POST', '/api/auth/sign-in', { email: ana.email, password: ana.password });
      expect(again.user.userId).toBe(ana.userId);
    } finally {
      expect((await second.stop()).exitCode).toBe(0);
    }
  });
});

async function signInByApi(baseUrl: string): Promise<Account> {
  const person = { firstName: 'Dana', lastName: 'Ruiz', email: 'dana@ejemplo.com', password: 'clave-segura-1' };
  const { token, user } = await api<{ token: string; user: { userId: string } }>({ baseUrl }, 'POST', '/api/auth/sign-in', { email: person.email, password: person.password });
  return { ...person, token, userId: user.userId };
}
