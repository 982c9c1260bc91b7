import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { WEB_DIST, startTestServer, type TestServer } from '../support/test-server';
import { buildWebInto } from '../support/web-build';

// Offline first: the service worker (web/src/sw) precaches the build, starts the app with no signal,
// keeps the member's plans and agenda, refuses booking with a clear message, forgets it all on sign-out, and a new
// build replaces the old precache. The server serves a copy of the shared build (this test changes its files, which
// every other browser test serves) with the hashed files of a second build beside it (the server lists its files
// when it starts, as after a real deploy); "deploying" the second one swaps the rest.
const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
};

let server: TestServer;
let browser: Browser;
let admin: Account;
let ana: Account;
let planId: number;
let webDist: string;
let nextBuild: string;
const NEXT_BUILD = 'pulso-offline-build-2';

/** Waits until the page is controlled by an active service worker (its precache is complete by then). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated');
}

/** The URLs (path only, no revision) in the worker's precache. */
async function precached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'));
    if (!name) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  });
}

type QueuedForTest = { path: string; body: unknown; idempotencyKey: string; label: string };

/**
 * Writes commands into the app's offline queue (IndexedDB pulso-offline) as the screens do when there is no signal:
 * for the queue's own journey, before the screens that log sets land. The app must have opened the queue first.
 */
async function queueInBrowser(page: Page, userId: string, commands: QueuedForTest[]): Promise<void> {
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'pulso-offline'))).toBe(true);
  await page.evaluate(
    async ({ userId, commands }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('pulso-offline');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction('commands', 'readwrite');
      for (const c of commands) tx.objectStore('commands').add({ ...c, userId, queuedAt: Date.now(), attempts: 0, nextAttemptAt: 0, state: 'pending', error: null });
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { userId, commands },
  );
}

const indicator = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text, visible: true });

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const apiCachePaths = (page: Page) => page.evaluate(async () => (await (await caches.open('pulso-api-v1')).keys()).map((request) => new URL(request.url).pathname));
const apiCacheSize = (page: Page) => page.evaluate(async () => ((await caches.has('pulso-api-v1')) ? (await (await caches.open('pulso-api-v1')).keys()).length : 0));

/** Signs out from the phone's dock (Más, with signal) and waits for the worker to have emptied its API cache. */
async function expectSignOutEmptiesApiCache(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  const dock = page.getByRole('navigation', { name: 'Accesos rápidos' });
  await dock.getByRole('button', { name: 'Más' }).click();
  await dock.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('dialog', { name: '¿Cerrar sesión?' }).getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => apiCacheSize(page)).toBe(0);
}

/** The entry script index.html loads (/assets/index-<hash>.js). */
const entryScript = (dist: string) => /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))![1]!;

describe('offline first: the app with no connection', () => {
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-offline-build-1-'));
    fs.cpSync(WEB_DIST, webDist, { recursive: true });
    nextBuild = await buildWebInto(NEXT_BUILD);
    fs.cpSync(path.join(nextBuild, 'assets'), path.join(webDist, 'assets'), { recursive: true });
    [server, browser] = await Promise.all([startTestServer({ env: { WEB_DIST: webDist } }), launchBrowser({ serviceWorker: true })]);
    admin = await signUp(server, people.admin);
    ana = await signUp(server, people.ana);

    // A class late every night (always one ahead in the agenda), a package for Ana, and a plan assigned to her.
    const { id: disciplinaId } = await api<{ id: number }>(server, 'POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Funcional' }, admin.token);
    for (const dia_semana of WEEKDAYS) {
      await api(server, 'POST', '/api/horarios/addHorario', { id: 0, dia_semana, hora: '23:30', disciplina_id: disciplinaId, cupo_maximo: 10 }, admin.token).catch(() => undefined);
    }
    const pkg = await api<{ id: number }>(server, 'PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000 }, admin.token);
    await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: ana.userId, paqueteId: pkg.id }, admin.token);

    const P = '/api/planificaciones';
    planId = (await api<{ id: number }>(server, 'POST', `${P}/addPlanificacion`, { nombre: 'Fuerza sin señal' }, admin.token)).id;
    const week = await api<{ id: number }>(server, 'POST', `${P}/addSemana`, { semana: { planificacion_id: planId } }, admin.token);
    const day = await api<{ id: number }>(server, 'POST', `${P}/addDia`, { dia: { semana_id: week.id } }, admin.token);
    const block = await api<{ id: number }>(server, 'POST', `${P}/addBloque`, { nombre: 'Bloque A', descanso: 45, dia_id: day.id }, admin.token);
    await api(server, 'POST', `${P}/addEjercicio`, { nombre: 'Sentadilla', bloque_id: block.id, series: 3 }, admin.token);
    await api(server, 'POST', `${P}/assignPlanificacionToUser`, { clerkUserId: ana.userId, planificacionId: planId }, admin.token);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    for (const dir of [webDist, nextBuild]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('after a first visit, a reload with no connection shows the app, the plan viewer and its timer', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ana);
    await controlled(page);
    expect(await precached(page)).toEqual(expect.arrayContaining(['/index.html', entryScript(webDist), '/manifest.webmanifest']));

    // The member opens her plan online once: the worker keeps the answer.
    await page.goto(`/planificaciones/${planId}`);
    await page.getByRole('button', { name: 'Semana 1' }).click();
    const block = page.getByRole('region', { name: 'Bloque A' });
    await block.getByText('Descanso: 45 s').waitFor();
    await page.goto('/turnos');
    await page.getByRole('button', { name: /^23:30 Funcional,/ }).first().waitFor();

    await context.setOffline(true);
    await page.goto(`/planificaciones/${planId}`);
    await page.getByRole('button', { name: 'Semana 1' }).click();
    await block.getByText('Descanso: 45 s').waitFor();
    expect(await block.getByRole('row').count()).toBe(4);
    await page.getByRole('status').filter({ hasText: 'Sin conexión', visible: true }).waitFor();
    await block.getByRole('button', { name: 'Iniciar descanso' }).click();
    const timer = page.getByRole('timer');
    await timer.waitFor();
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);
    await screenshot(page, 'offline-plan-viewer-phone');

    // Home and a cold start of the app at / too, not a blank page.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Hola, Ana' }).waitFor();
    await context.close();
  });

  it('booking with no connection is refused at once with a clear message', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signIn(page, ana);
      await controlled(page);
      await page.goto('/turnos');
      const slot = page.getByRole('button', { name: /^23:30 Funcional,/ }).first();
      await slot.waitFor();

      await context.setOffline(true);
      await slot.click();
      await page.getByRole('dialog', { name: 'Reservar turno' }).getByRole('button', { name: 'Reservar' }).click();
      const refusal = page.getByRole('dialog', { name: 'Reservar turno' });
      await refusal.getByText('Sin conexión: para reservar necesitas internet.').waitFor();
      // Refused on the phone: nothing was sent, no spinner.
      expect(await refusal.getByRole('button', { name: 'Reservando...' }).count()).toBe(0);
      await screenshot(page, `offline-booking-${viewport === PHONE ? 'phone' : 'desktop'}`);
      await refusal.getByRole('button', { name: 'Aceptar' }).click();
      await context.setOffline(false);
      await context.close();
    }
  });

  it("signing out empties the worker's API cache: the next person on the phone never sees the last one's data", async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ana);
    await controlled(page);
    await page.goto(`/planificaciones/${planId}`);
    await page.getByRole('button', { name: 'Semana 1' }).click();
    await page.getByRole('region', { name: 'Bloque A' }).waitFor();
    await expect.poll(() => apiCacheSize(page)).toBeGreaterThan(0);

    await expectSignOutEmptiesApiCache(page);

    // Offline now, opening her plan's address shows nothing of hers: the app cannot start without the server.
    await context.setOffline(true);
    await page.goto(`/planificaciones/${planId}`);
    await page.getByRole('heading', { name: 'No pudimos cargar la app' }).waitFor();
    expect(await page.getByText('Sentadilla').count()).toBe(0);
    await context.close();
  });

  it('commands queued with no signal show as pending, go in order with their keys when the connection returns, and a refused one is listed', async () => {
    type Plan = { semanas: { dias: { id: number; bloques: { ejercicios: { series: { id: number }[] }[] }[] }[] }[] };
    const plan = await api<Plan>(server, 'GET', `/api/planificaciones/${planId}`, undefined, admin.token);
    const day = plan.semanas[0]!.dias[0]!;
    const [first, second] = day.bloques[0]!.ejercicios[0]!.series;
    const sesionId = crypto.randomUUID();
    const commands: QueuedForTest[] = [
      { path: '/api/entrenamientos/iniciarSesion', body: { id: sesionId, planificacionId: planId, diaId: day.id }, idempotencyKey: crypto.randomUUID(), label: 'El inicio de tu entrenamiento' },
      { path: '/api/entrenamientos/registrarSerie', body: { sesionId, serieId: first!.id, repeticiones: 10, peso: 40 }, idempotencyKey: crypto.randomUUID(), label: 'Una serie de tu entrenamiento' },
      { path: '/api/entrenamientos/registrarSerie', body: { sesionId, serieId: second!.id, repeticiones: 8, peso: 42.5 }, idempotencyKey: crypto.randomUUID(), label: 'Una serie de tu entrenamiento' },
    ];

    for (const viewport of [PHONE, DESKTOP]) {
      const name = viewport === PHONE ? 'phone' : 'desktop';
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signIn(page, ana);
      await controlled(page);
      await context.setOffline(true);
      await queueInBrowser(page, ana.userId, commands);
      await page.reload();
      await indicator(page, 'Pendiente de sincronizar (3)').waitFor();
      await screenshot(page, `offline-queue-pending-${name}`);

      await context.setOffline(false);
      await indicator(page, 'Sincronizado hace un momento').waitFor({ timeout: 20_000 });
      await screenshot(page, `offline-queue-synced-${name}`);

      // A command the server refuses for good (a session that does not exist) is kept and listed, not retried.
      await queueInBrowser(page, ana.userId, [
        { path: '/api/entrenamientos/registrarSerie', body: { sesionId: crypto.randomUUID(), serieId: first!.id, repeticiones: 5, peso: 20 }, idempotencyKey: crypto.randomUUID(), label: 'Una serie de tu entrenamiento' },
      ]);
      await page.reload();
      await indicator(page, 'No se pudo sincronizar (1)').click();
      await page.getByText('No encontramos esa sesión de entrenamiento.').filter({ visible: true }).waitFor();
      await screenshot(page, `offline-queue-failed-${name}`);
      await page.getByRole('button', { name: 'Descartar' }).filter({ visible: true }).click();
      // Dismissed: the refusal goes (the last sync's "Sincronizado" is brief, so it may be gone too).
      await indicator(page, 'No se pudo sincronizar').waitFor({ state: 'hidden' });
      await context.close();
    }

    // Sent twice (two phones' worth of the same queue, same keys): one session, each set once.
    type Session = { id: string; series_registradas: number };
    const sessions = await api<Session[]>(server, 'GET', `/api/entrenamientos/socios/${ana.userId}/sesiones`, undefined, admin.token);
    expect(sessions.map((x) => [x.id, x.series_registradas])).toEqual([[sesionId, 2]]);
  });

  it("the count of her coach's new comments on Entrenamientos stays with no signal, and leaves the phone with her session", async () => {
    const [session] = await api<{ id: string }[]>(server, 'GET', `/api/entrenamientos/socios/${ana.userId}/sesiones`, undefined, admin.token);
    await api(server, 'POST', '/api/entrenamientos/comentarSesion', { id: session!.id, texto: 'Buen ritmo, sigue así.' }, admin.token);
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ana);
    await controlled(page);
    const counted = (nav: string) => page.getByRole('navigation', { name: nav }).getByRole('link', { name: /^Entrenamientos/ }).getByRole('img', { name: '1 comentario nuevo' });
    // Asked once under the worker (the first load may come before it controls the page), then offline.
    await page.reload();
    await counted('Accesos rápidos').waitFor();
    await context.setOffline(true);
    await page.reload();
    await indicator(page, 'Sin conexión').waitFor();
    await counted('Accesos rápidos').waitFor();
    await screenshot(page, 'offline-comment-count-phone');
    await page.setViewportSize(DESKTOP);
    await counted('Menú principal').waitFor();
    await screenshot(page, 'offline-comment-count-desktop');

    // Signing out (with signal) empties the worker's answers, the count among them.
    await context.setOffline(false);
    await expectSignOutEmptiesApiCache(page);
    await context.close();
  });

  it('the news on her home screen stay with no signal (the list, not its images), and leave the phone with her session', async () => {
    const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#ff4d2e' } }).jpeg().toBuffer();
    const { publicUrl } = await api<{ publicUrl: string }>(server, 'POST', '/api/noticias/uploadNoticiaImage', { fileName: 'clase.jpg', fileType: 'image/jpeg', fileData: image.toString('base64') }, admin.token);
    await api(server, 'POST', '/api/noticias/crearNoticia', { titulo: 'Nueva clase de movilidad', subtitulo: 'Los sábados a las 10:00', contenido: 'Trae tu colchoneta.', imagen_url: publicUrl }, admin.token);
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ana);
    await controlled(page);
    const post = page.getByRole('list', { name: 'Noticias' }).getByRole('article', { name: 'Nueva clase de movilidad' });
    // Asked once under the worker (the first load may come before it controls the page), then offline.
    await page.reload();
    await post.waitFor();
    await context.setOffline(true);
    await page.reload();
    await indicator(page, 'Sin conexión').waitFor();
    await post.getByText('Trae tu colchoneta.').waitFor();
    expect(await page.getByText('No se pudieron cargar las noticias').count()).toBe(0);
    // The worker keeps the list, never an image (up to 5 MB each): one seen with signal may still show from the
    // browser's own HTTP cache (served immutable), one never seen shows the placeholder picture.
    const kept = await apiCachePaths(page);
    expect(kept).toContain('/api/noticias/getNoticias');
    expect(kept.filter((p) => p.startsWith('/api/noticias/images/'))).toEqual([]);
    await post.scrollIntoViewIfNeeded();
    await screenshot(page, 'offline-news-phone');
    await page.setViewportSize(DESKTOP);
    await post.waitFor();
    await screenshot(page, 'offline-news-desktop');

    // Signing out (with signal) empties the worker's answers, the news among them.
    await context.setOffline(false);
    await expectSignOutEmptiesApiCache(page);
    await context.close();
  });

  it('the TypeScript worker still shows a push as a notification (the push handler moved from web/public/sw.js)', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await context.grantPermissions(['notifications']);
    await signIn(page, ana);
    await controlled(page);
    // Chromium delivers a push to the worker as the push service would (DevTools protocol).
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL.startsWith(server.baseUrl) && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    const message = { title: 'Reserva confirmada', body: 'Funcional, hoy 23:30', tag: 'booking-1', url: '/turnos' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.baseUrl, registrationId, data: JSON.stringify(message) });
    const shown = () =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })));
    await expect.poll(shown).toEqual([{ title: 'Reserva confirmada', body: 'Funcional, hoy 23:30', tag: 'booking-1', data: { url: '/turnos' } }]);
    await context.close();
  });

  it('a new build replaces the old precache, and caches of older workers are deleted', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ana);
    await controlled(page);
    const oldEntry = entryScript(webDist);
    expect(await precached(page)).toContain(oldEntry);
    // What the first service worker (web/public/sw.js) left on members' phones.
    await page.evaluate(async () => void (await caches.open('pulso-shell-v1')).put('/', new Response('viejo')));

    // The deploy: index.html, sw.js and the rest of the unhashed files of the new build replace the old ones.
    for (const file of fs.readdirSync(nextBuild).filter((name) => name !== 'assets')) {
      fs.cpSync(path.join(nextBuild, file), path.join(webDist, file), { recursive: true });
    }
    const newEntry = entryScript(webDist);
    expect(newEntry).not.toBe(oldEntry);

    await page.reload();
    // The new worker installs (precaches the new files), then activates (drops the old ones and the old caches).
    const replaced = async () => {
      const urls = await precached(page);
      return urls.includes(newEntry) && !urls.includes(oldEntry) && !(await cacheNames(page)).includes('pulso-shell-v1');
    };
    await expect.poll(replaced, { timeout: 30_000 }).toBe(true);
    // The next start runs the new build, from the new precache.
    await page.reload();
    await page.getByRole('heading', { name: 'Hola, Ana' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(NEXT_BUILD);
    await context.close();
  });
});
