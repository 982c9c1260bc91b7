import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';

const people = {
  owner: { firstName: 'Marta', lastName: 'Ruiz', email: 'marta.comenta@pulso.test', password: 'estudio2026' },
  coach: { firstName: 'Leo', lastName: 'Díaz', email: 'leo.comenta@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana.comenta@pulso.test', password: 'sentadilla7' },
};
const P = '/api/planificaciones';

let server: TestServer;
let browser: Browser;
let owner: Account;
let coach: Account;
let ana: Account;
let sessionId: string;

/**
 * Signs Ana in and waits until the server holds her change feed: the notice and the nav's count come over it, and a
 * comment made before it is attached reaches no one (the page's socket opening is not enough on a busy machine).
 */
async function signInLive(page: Page): Promise<void> {
  await expect.poll(() => server.liveFeeds()).toBe(0); // the earlier pages' feeds are closed
  await signIn(page, ana);
  await expect.poll(() => server.liveFeeds()).toBe(1);
}

// A coach's comment on the member's workout shows at once, on whatever screen she has open.
describe('Comentario de tu profe, live', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ seedDemo: true }), launchBrowser()]);
    owner = await signUp(server, people.owner);
    coach = await signUp(server, people.coach);
    ana = await signUp(server, people.ana);
    await api(server, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }, owner.token);
    const paquetes = await api<{ id: number }[]>(server, 'GET', '/api/paquetes/getPaquetes', undefined, owner.token);
    await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: ana.userId, paqueteId: paquetes[0]!.id }, owner.token);
    const post = <T>(route: string, body: object) => api<T>(server, 'POST', `${P}/${route}`, body, coach.token);
    const planId = (await post<{ id: number }>('addPlanificacion', { body: { nombre: 'Fuerza' } })).id;
    const weekId = (await post<{ id: number }>('addSemana', { semana: { planificacion_id: planId } })).id;
    const dayId = (await post<{ id: number }>('addDia', { dia: { semana_id: weekId } })).id;
    const blockId = (await post<{ id: number }>('addBloque', { nombre: 'Bloque A', descanso: 60, dia_id: dayId })).id;
    await post('addEjercicio', { nombre: 'Sentadilla', bloque_id: blockId, series: 2 });
    await post('assignPlanificacionToUser', { clerkUserId: ana.userId, planificacionId: planId });
    sessionId = (await api<{ id: string }>(server, 'POST', '/api/entrenamientos/iniciarSesion', { planificacionId: planId, diaId: dayId }, ana.token)).id;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [viewport, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`on a ${viewport}: the member sees the coach's comment appear and opens the session from it`, async () => {
      const { context, page } = await newPage(browser, server.baseUrl, size);
      await signInLive(page);
      const texto = viewport === 'phone' ? '¡Muy bien esa sentadilla!' : 'Baja un poco más la cadera en la segunda serie.';
      await api(server, 'POST', '/api/entrenamientos/comentarSesion', { id: sessionId, texto }, coach.token);
      const notice = page.getByRole('region', { name: 'Comentario de tu profe' });
      await notice.getByText(`Leo Díaz comentó tu entrenamiento: “${texto}”`).waitFor();
      await screenshot(page, `workout-comment-notice-${viewport}`);
      await notice.getByRole('link', { name: 'Ver entrenamiento' }).click();
      await page.waitForURL(`**/entrenamientos/${sessionId}`);
      expect(await notice.count()).toBe(0);
      await context.close();
    });
  }

  it('the comment stays: after a reload it is in Mis entrenamientos, new until she opens the session', async () => {
    const texto = 'La semana que viene subimos a 45 kg.';
    await api(server, 'POST', '/api/entrenamientos/comentarSesion', { id: sessionId, texto }, coach.token);
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ana);
    await page.reload();
    await page.goto('/entrenamientos');
    const list = page.getByRole('list', { name: 'Comentarios de tu profe' });
    const newest = list.getByRole('listitem').filter({ hasText: texto });
    await newest.waitFor();
    expect(await newest.textContent()).toMatch(/Leo Díaz.*Nuevo.*\d{2}\/\d{2}, \d{2}:\d{2}/);
    expect(await newest.textContent()).toContain('Día 1 · Fuerza · entrenamiento del');
    await page.getByRole('status').filter({ hasText: /comentarios? nuevos?/ }).waitFor();
    // The comments of the live notices are kept too.
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    await screenshotPhoneAndDesktop(page, 'workout-comment-list');

    // Opening the session marks its comments read: wait for that answer before leaving, as a member reading it would.
    const marked = page.waitForResponse((r) => r.url().includes('/api/entrenamientos/leerComentarios'));
    await newest.getByRole('link').click();
    await page.waitForURL(`**/entrenamientos/${sessionId}`);
    await page.getByText(texto).waitFor();
    expect((await marked).status()).toBe(200);
    await page.goBack();
    await page.waitForURL('**/entrenamientos');
    await expect.poll(() => list.getByText('Nuevo', { exact: true }).count(), { timeout: 10_000 }).toBe(0);
    // Opening the session read every comment on it.
    expect(await page.getByRole('status').filter({ hasText: /comentarios? nuevos?/ }).count()).toBe(0);
    await context.close();
  });

  it('the nav counts her new comments live on Entrenamientos, on the phone\'s dock and the desktop\'s sidebar; one tap leads to them and the count goes once she reads them', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signInLive(page);
    const dock = page.getByRole('navigation', { name: 'Accesos rápidos' });
    const sidebar = page.getByRole('navigation', { name: 'Menú principal' });
    await dock.getByRole('link', { name: 'Entrenamientos' }).waitFor();
    // Everything before was read: no count yet.
    expect(await page.getByRole('img', { name: /comentarios? nuevos?/ }).count()).toBe(0);

    await api(server, 'POST', '/api/entrenamientos/comentarSesion', { id: sessionId, texto: 'Descansa bien antes del jueves.' }, coach.token);
    const one = dock.getByRole('link', { name: 'Entrenamientos' }).getByRole('img', { name: '1 comentario nuevo' });
    await one.waitFor();
    expect(await one.textContent()).toBe('1');
    expect(await one.evaluate((b) => b.closest('a')?.getAttribute('aria-describedby') === b.id)).toBe(true);
    // One count in one place: Planificaciones, whose plan days also lead to Mis entrenamientos, carries none.
    expect(await dock.getByRole('img').count()).toBe(1);
    await screenshot(page, 'workout-comment-badge-phone');

    await api(server, 'POST', '/api/entrenamientos/comentarSesion', { id: sessionId, texto: 'Y toma agua.' }, coach.token);
    await page.setViewportSize(DESKTOP);
    const entry = sidebar.getByRole('link', { name: /^Entrenamientos/ });
    await entry.getByRole('img', { name: '2 comentarios nuevos' }).waitFor();
    expect(await sidebar.getByRole('img').count()).toBe(1);
    await page.getByRole('region', { name: 'Comentario de tu profe' }).first().waitFor();
    await screenshot(page, 'workout-comment-badge-desktop');

    // One tap on the phone, from any screen: the dock's Entrenamientos opens Mis entrenamientos and its new comments.
    await page.setViewportSize(PHONE);
    const tab = dock.getByRole('link', { name: 'Entrenamientos' });
    await tab.getByRole('img', { name: '2 comentarios nuevos' }).waitFor();
    await tab.click();
    await page.waitForURL('**/entrenamientos');
    const comments = page.getByRole('list', { name: 'Comentarios de tu profe' });
    const newest = comments.getByRole('listitem').filter({ hasText: 'Y toma agua.' });
    await newest.getByText('Nuevo', { exact: true }).waitFor();
    expect(await tab.getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'workout-comment-badge-tab-phone');

    // Reading the session (the newest comment's) reads both: the count leaves the nav without a reload.
    const marked = page.waitForResponse((r) => r.url().includes('/api/entrenamientos/leerComentarios'));
    await newest.getByRole('link').click();
    await page.waitForURL(`**/entrenamientos/${sessionId}`);
    expect((await marked).status()).toBe(200);
    await expect.poll(() => dock.getByRole('img', { name: /comentarios? nuevos?/ }).count(), { timeout: 10_000 }).toBe(0);
    await page.setViewportSize(DESKTOP);
    expect(await sidebar.getByRole('img').count()).toBe(0);
    await context.close();
  });
});
