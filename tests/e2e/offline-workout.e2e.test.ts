import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { giveStarterPlan } from '../support/starter-plan';
import { startTestServer, type TestServer } from '../support/test-server';

// Workout logging offline, end to end: a member logs a day with the network cut, reloads offline, reconnects, and the
// coach sees the session and a new record.
const people = {
  coach: { firstName: 'Leo', lastName: 'Díaz', email: 'leo.subsuelo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana.subsuelo@pulso.test', password: 'sentadilla7' },
  bruno: { firstName: 'Bruno', lastName: 'Paz', email: 'bruno.subsuelo@pulso.test', password: 'zancada2026' },
};
const P = '/api/planificaciones';

let server: TestServer;
let browser: Browser;
let coach: Account;
let ana: Account;
let bruno: Account;
let planId: number;
let dayId: number;

/** A day of Sentadilla 2×10 @ 40 kg and Plancha 1×30s, assigned to Ana, and her earlier session at 40 kg. */
async function planAndEarlierSession() {
  const { setsOf, ...ids } = await giveStarterPlan(server, coach.token, ana.userId, 'Fuerza en el subsuelo');
  ({ planId, dayId } = ids);

  const { id } = await api<{ id: string }>(server, 'POST', '/api/entrenamientos/iniciarSesion', { planificacionId: planId, diaId: dayId }, ana.token);
  for (const serieId of setsOf('Sentadilla')) await api(server, 'POST', '/api/entrenamientos/registrarSerie', { sesionId: id, serieId, repeticiones: 10, peso: 40 }, ana.token);
  await api(server, 'POST', '/api/entrenamientos/finalizarSesion', { id }, ana.token);
}

/**
 * Bruno's plan: Día 1 and Día 2 both with Sentadilla (Día 2 planned 2×8 @ 50 kg), and his earlier session of Día 1 at
 * 2×10 @ 40 kg: Día 2's last time comes from another day, by the exercise's name.
 */
async function twoDayPlanAndEarlierSession(): Promise<number> {
  const post = <T>(route: string, body: object, method = 'POST') => api<T>(server, method, `${P}/${route}`, body, coach.token);
  type Plan = { semanas: { dias: { id: number; bloques: { ejercicios: { series: { id: number }[] }[] }[] }[] }[] };
  const plan = (await post<{ id: number }>('addPlanificacion', { body: { nombre: 'Piernas' } })).id;
  const weekId = (await post<{ id: number }>('addSemana', { semana: { planificacion_id: plan } })).id;
  for (const peso of [40, 50]) {
    const day = (await post<{ id: number }>('addDia', { dia: { semana_id: weekId } })).id;
    const blockId = (await post<{ id: number }>('addBloque', { nombre: 'Bloque A', descanso: 60, dia_id: day })).id;
    await post('addEjercicio', { nombre: 'Sentadilla', bloque_id: blockId, series: 2 });
    const days = (await post<Plan>('getPlanificacionById', { id: plan })).semanas[0]!.dias;
    const sets = days.find((d) => d.id === day)!.bloques[0]!.ejercicios[0]!.series;
    for (const [i, s] of sets.entries()) await post('updateSerie', { id: s.id, numero: i + 1, repeticiones: peso === 40 ? '10' : '8', peso }, 'PUT');
  }
  await post('assignPlanificacionToUser', { clerkUserId: bruno.userId, planificacionId: plan });
  const day1 = (await post<Plan>('getPlanificacionById', { id: plan })).semanas[0]!.dias[0]!;
  const { id } = await api<{ id: string }>(server, 'POST', '/api/entrenamientos/iniciarSesion', { planificacionId: plan, diaId: day1.id }, bruno.token);
  for (const s of day1.bloques[0]!.ejercicios[0]!.series) await api(server, 'POST', '/api/entrenamientos/registrarSerie', { sesionId: id, serieId: s.id, repeticiones: 10, peso: 40 }, bruno.token);
  await api(server, 'POST', '/api/entrenamientos/finalizarSesion', { id }, bruno.token);
  return plan;
}

const indicator = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text, visible: true });

describe('a day logged underground, with no signal', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ seedDemo: true }), launchBrowser({ serviceWorker: true })]);
    coach = await signUp(server, people.coach);
    ana = await signUp(server, people.ana);
    bruno = await signUp(server, people.bruno);
    const paquetes = await api<{ id: number }[]>(server, 'GET', '/api/paquetes/getPaquetes', undefined, coach.token);
    for (const member of [ana, bruno]) await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: member.userId, paqueteId: paquetes[0]!.id }, coach.token);
    await planAndEarlierSession();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('Ana starts and logs the day offline, reloads offline, reconnects; the coach sees the session and her new record', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ana);
    await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated');
    // Her first visit of the plan, with signal (at the gym's door).
    await page.goto(`/planificaciones/${planId}`);
    await page.getByRole('button', { name: 'Semana 1' }).click();
    await page.getByRole('button', { name: 'Empezar entrenamiento' }).waitFor();

    // Down the stairs: no signal. The app reloads from the phone and the session starts anyway.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Semana 1' }).click();
    await page.getByRole('button', { name: 'Empezar entrenamiento' }).click();
    await page.getByRole('heading', { name: 'Día 1' }).waitFor();
    const sesionId = new URL(page.url()).pathname.split('/').pop()!;
    expect(sesionId).toMatch(/^[0-9a-f-]{36}$/);

    const squat = page.getByRole('region', { name: 'Sentadilla' });
    await squat.getByLabel('Peso en kg, serie 1').fill('42,5');
    await squat.getByRole('button', { name: 'Marcar hecha la serie 1' }).click();
    // The block's rest starts with no signal too.
    await page.getByRole('timer', { name: 'Descanso' }).waitFor();
    await squat.getByRole('button', { name: 'Marcar hecha la serie 2' }).click();
    await expect.poll(() => squat.getByText('Pendiente de enviar').count(), { timeout: 15_000 }).toBe(2);
    // The start and two sets wait on the phone.
    await indicator(page, 'Pendiente de sincronizar (3)').waitFor();
    await screenshot(page, 'offline-workout-pending-phone');
    await page.setViewportSize(DESKTOP);
    await indicator(page, 'Pendiente de sincronizar (3)').waitFor();
    await screenshot(page, 'offline-workout-pending-desktop');
    await page.setViewportSize(PHONE);

    // A reload with no signal shows the same session: the logged sets as done and pending, the rest still to do.
    await page.reload();
    await page.getByRole('heading', { name: 'Día 1' }).waitFor();
    await expect.poll(() => squat.getByText('Pendiente de enviar').count(), { timeout: 15_000 }).toBe(2);
    expect(await squat.getByLabel('Peso en kg, serie 1').inputValue()).toBe('42,5');
    const plank = page.getByRole('region', { name: 'Plancha' });
    await plank.getByRole('button', { name: 'Marcar hecha la serie 1' }).click();
    await page.getByLabel('Nota (opcional)').fill('Sin señal en el subsuelo');
    await page.getByRole('button', { name: 'Finalizar entrenamiento' }).click();
    await page.getByRole('heading', { name: '¡Entrenamiento terminado!' }).waitFor();
    await indicator(page, 'Pendiente de sincronizar (5)').waitFor();

    // Back up the stairs: everything goes, in order, once.
    await context.setOffline(false);
    await indicator(page, 'Sincronizado hace un momento').waitFor({ timeout: 30_000 });
    await screenshot(page, 'offline-workout-synced-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'offline-workout-synced-desktop');
    await context.close();

    type Session = { id: string; estado: string; series_registradas: number; records: number; nota: string | null };
    const sessions = await api<Session[]>(server, 'GET', `/api/entrenamientos/socios/${ana.userId}/sesiones`, undefined, coach.token);
    const logged = sessions.find((s) => s.id === sesionId);
    expect(logged).toMatchObject({ estado: 'finalizada', series_registradas: 3, nota: 'Sin señal en el subsuelo' });
    expect(logged!.records).toBeGreaterThan(0);
    expect(sessions).toHaveLength(2);

    // The coach sees it on his screen: the session and the new mark.
    const { context: coachContext, page: coachPage } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(coachPage, coach);
    await coachPage.goto(`/profesor/entrenamientos/${ana.userId}`);
    await coachPage.getByRole('heading', { name: 'Ana Gómez' }).waitFor();
    const list = coachPage.getByRole('region', { name: 'Sesiones' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await coachPage.getByRole('link', { name: /Sentadilla.*Máx\. 42,5 kg × 10/ }).waitFor();
    await screenshot(coachPage, 'offline-workout-coach-desktop');
    await coachContext.close();
  });

  it('Bruno, who never opened Día 2 with signal, starts it offline and sees what he did last time', async () => {
    const plan = await twoDayPlanAndEarlierSession();
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, bruno);
    await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated');
    // The app asked for every day's last time on start; the worker keeps the answer.
    const kept = () => page.evaluate(async () => !!(await caches.match('/api/entrenamientos/ultimaVezPlanificaciones')));
    await expect.poll(kept, { timeout: 15_000 }).toBe(true);
    // With signal he opens the plan (Semana 1 shows Día 1), never Día 2 and never a session.
    await page.goto(`/planificaciones/${plan}`);
    await page.getByRole('button', { name: 'Semana 1' }).click();
    await page.getByRole('button', { name: 'Empezar entrenamiento' }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Semana 1' }).click();
    await page.getByRole('tab', { name: 'Día 2' }).click();
    await page.getByRole('button', { name: 'Empezar entrenamiento' }).click();
    await page.getByRole('heading', { name: 'Día 2' }).waitFor();
    const squat = page.getByRole('region', { name: 'Sentadilla' });
    // Día 1's figures (2×10 @ 40 kg), not the plan's 2×8 @ 50 kg.
    await squat.getByText(/^La última vez \(\d{1,2}\/\d{1,2}\): 2×10 @ 40 kg$/).waitFor();
    expect(await squat.getByLabel('Peso en kg, serie 1').inputValue()).toBe('40');
    await squat.getByRole('button', { name: 'Marcar hecha la serie 1' }).click();
    await expect.poll(() => squat.getByText('Pendiente de enviar').count(), { timeout: 15_000 }).toBe(1);
    await screenshotPhoneAndDesktop(page, 'offline-workout-last-time');

    await context.setOffline(false);
    await indicator(page, 'Sincronizado hace un momento').waitFor({ timeout: 30_000 });
    await context.close();
    type Session = { dia: string; series_registradas: number };
    const sessions = await api<Session[]>(server, 'GET', `/api/entrenamientos/socios/${bruno.userId}/sesiones`, undefined, coach.token);
    expect(sessions.find((s) => s.dia === 'Día 2')).toMatchObject({ series_registradas: 1 });
  });
});
