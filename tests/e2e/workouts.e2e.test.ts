import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';

const people = {
  owner: { firstName: 'Marta', lastName: 'Ruiz', email: 'marta.entrena@pulso.test', password: 'estudio2026' },
  coach: { firstName: 'Leo', lastName: 'Díaz', email: 'leo.entrena@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana.entrena@pulso.test', password: 'sentadilla7' },
};

const P = '/api/planificaciones';

let server: TestServer;
let browser: Browser;
let owner: Account;
let coach: Account;
let ana: Account;
let planId: number;
let dayId: number;
let squatSets: number[];

/** A day through the editor's routes: Sentadilla 3×10 @ 40 kg, Dominadas 2 sets bodyweight, Plancha 1×30s, rest 60 s. */
async function buildPlan(token: string) {
  const post = <T>(route: string, body: object, method = 'POST') => api<T>(server, method, `${P}/${route}`, body, token);
  planId = (await post<{ id: number }>('addPlanificacion', { body: { nombre: 'Fuerza E2E' } })).id;
  const weekId = (await post<{ id: number }>('addSemana', { semana: { planificacion_id: planId } })).id;
  dayId = (await post<{ id: number }>('addDia', { dia: { semana_id: weekId } })).id;
  const blockId = (await post<{ id: number }>('addBloque', { nombre: 'Bloque A', descanso: 60, dia_id: dayId })).id;
  for (const [nombre, series] of [['Sentadilla', 3], ['Dominadas', 2], ['Plancha', 1]] as const) await post('addEjercicio', { nombre, bloque_id: blockId, series });
  type Plan = { semanas: { dias: { bloques: { ejercicios: { nombre: string; series: { id: number }[] }[] }[] }[] }[] };
  const plan = await post<Plan>('getPlanificacionById', { id: planId });
  const exercises = plan.semanas[0]!.dias[0]!.bloques[0]!.ejercicios;
  const byName = (n: string) => exercises.find((e) => e.nombre === n)!.series.map((s) => s.id);
  squatSets = byName('Sentadilla');
  for (const [i, id] of squatSets.entries()) await post('updateSerie', { id, numero: i + 1, repeticiones: '10', peso: 40 }, 'PUT');
  for (const [i, id] of byName('Dominadas').entries()) await post('updateSerie', { id, numero: i + 1, repeticiones: '8', peso: 0 }, 'PUT');
  await post('updateSerie', { id: byName('Plancha')[0], numero: 1, repeticiones: '30s', peso: 0 }, 'PUT');
  await post('assignPlanificacionToUser', { clerkUserId: ana.userId, planificacionId: planId });
}

/** Ana's earlier session (through the API): 3×10 @ 40 kg, the mark today's 42,5 kg beats. */
async function earlierSession() {
  const { id } = await api<{ id: string }>(server, 'POST', '/api/entrenamientos/iniciarSesion', { planificacionId: planId, diaId: dayId }, ana.token);
  for (const serieId of squatSets) await api(server, 'POST', '/api/entrenamientos/registrarSerie', { sesionId: id, serieId, repeticiones: 10, peso: 40 }, ana.token);
  await api(server, 'POST', '/api/entrenamientos/finalizarSesion', { id }, ana.token);
}

async function bothWidths(page: Page, name: string, locate?: () => Promise<void>) {
  const start = page.viewportSize();
  await page.setViewportSize(PHONE);
  await locate?.();
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await locate?.();
  await screenshot(page, `${name}-desktop`);
  if (start) await page.setViewportSize(start);
}

describe('workout logging, as a member logs a day and the coach follows live', () => {
  let coachContext: BrowserContext;
  let coachPage: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ seedDemo: true }), launchBrowser()]);
    // The first account is the studio's admin; Leo is a coach (Profesor), staff without the admin panel.
    owner = await signUp(server, people.owner);
    coach = await signUp(server, people.coach);
    ana = await signUp(server, people.ana);
    await api(server, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }, owner.token);
    const paquetes = await api<{ id: number }[]>(server, 'GET', '/api/paquetes/getPaquetes', undefined, owner.token);
    await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: ana.userId, paqueteId: paquetes[0]!.id }, owner.token);
    await buildPlan(owner.token);
    await earlierSession();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the studio admin finds the coach view in the admin menu', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(page, owner);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Entrenamientos de socios' }).click();
    await expect.poll(() => page.getByRole('link', { name: /Ana Gómez · Día 1/ }).count()).toBe(1);
    await context.close();
  });

  it("the coach (Profesor) goes from Clases to Ana's training: her first session, compliance and records", async () => {
    ({ context: coachContext, page: coachPage } = await newPage(browser, server.baseUrl, DESKTOP));
    await signIn(coachPage, coach);
    await coachPage.getByRole('link', { name: 'Clases' }).first().click();
    await coachPage.getByRole('link', { name: 'Entrenamientos de socios' }).waitFor();
    await bothWidths(coachPage, 'workouts-coach-clases');
    await coachPage.getByRole('link', { name: 'Entrenamientos de socios' }).click();
    await coachPage.getByRole('heading', { name: 'Entrenamientos de socios' }).waitFor();
    await coachPage.getByRole('link', { name: /Ana Gómez · Día 1/ }).click();
    await coachPage.getByRole('heading', { name: 'Ana Gómez' }).waitFor();
    await coachPage.getByRole('heading', { name: 'Cumplimiento por semana' }).waitFor();
    await coachPage.getByRole('link', { name: /Sentadilla.*Máx\. 40 kg × 10/ }).waitFor();
    expect(await coachPage.getByRole('region', { name: 'Sesiones' }).getByRole('listitem').count()).toBe(1);
    await bothWidths(coachPage, 'workouts-coach-compliance');
  });

  it('Ana starts today\'s day from home in one tap, logs it (last time prefilled, records against her past, rest started) and finishes', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ana);
    // Home: her plan, and under it the day she is at (the plan's only day, after her last session of it).
    const train = page.getByRole('list', { name: 'Mis planificaciones' }).getByRole('button', { name: /^Entrenar hoy/ });
    await train.getByText('Día 1 · Semana 1').waitFor();
    await bothWidths(page, 'workouts-home-train-today', () => train.evaluate((el) => el.scrollIntoView({ block: 'center' })));
    await train.click();
    await page.getByRole('heading', { name: 'Día 1' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/entrenamientos\/[0-9a-f-]{36}$/);

    const squat = page.getByRole('region', { name: 'Sentadilla' });
    await squat.getByText(/La última vez \(\d+\/\d+\): 3×10 @ 40 kg/).waitFor();
    expect(await squat.getByLabel('Peso en kg, serie 1').inputValue()).toBe('40');
    expect(await squat.getByLabel('Repeticiones, serie 1').inputValue()).toBe('10');
    const pullUps = page.getByRole('region', { name: 'Dominadas' });
    expect(await pullUps.getByLabel('Peso en kg, serie 1').inputValue()).toBe('');
    expect(await pullUps.getByLabel('Peso en kg, serie 1').getAttribute('placeholder')).toBe('—');
    await pullUps.getByText('Primera vez con este ejercicio.').waitFor();
    await bothWidths(page, 'workouts-session-start');

    // Set 1: 42,5 kg is heavier than ever: the banner celebrates it and the block's rest starts.
    await squat.getByLabel('Peso en kg, serie 1').fill('42,5');
    await squat.getByRole('button', { name: 'Marcar hecha la serie 1' }).click();
    await page.getByRole('timer', { name: 'Descanso' }).waitFor();
    // Heavier than ever, and a better estimated 1RM (42,5 × 10 against 40 × 10): one exercise, one line.
    const banner = page.getByRole('status', { name: 'Récords de hoy' });
    await banner.getByText('¡Nuevo récord personal!').waitFor();
    await banner.getByText('Sentadilla: nuevo peso máximo, 42,5 kg (antes 40 kg) y 1RM estimado 56,7 kg').waitFor();
    await squat.getByRole('listitem', { name: 'Serie 1 de Sentadilla' }).getByText('Hecha').waitFor();
    // A compact card in the flow: the sets below stay in view on a phone.
    expect((await banner.boundingBox())!.height).toBeLessThan(140);
    await bothWidths(page, 'workouts-session-record', () => banner.scrollIntoViewIfNeeded());
    await banner.getByRole('button', { name: 'Cerrar récords' }).click();

    // Back to the plan mid-session: the day offers to continue the open session, not a second one.
    const sessionPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Planificación' }).click();
    await page.getByRole('button', { name: 'Semana 1' }).click();
    await page.getByRole('link', { name: 'Continuar entrenamiento' }).click();
    await squat.getByRole('listitem', { name: 'Serie 1 de Sentadilla' }).getByText('Hecha').waitFor();
    expect(new URL(page.url()).pathname).toBe(sessionPath);
    await squat.getByText(/La última vez \(\d+\/\d+\): 3×10 @ 40 kg/).waitFor();

    // A typo is caught before it is sent.
    await squat.getByLabel('Repeticiones, serie 2').fill('');
    await squat.getByRole('button', { name: 'Marcar hecha la serie 2' }).click();
    await squat.getByText('Escribe cuántas repeticiones hiciste.').waitFor();
    await squat.getByLabel('Repeticiones, serie 2').fill('9');
    await squat.getByRole('button', { name: 'Marcar hecha la serie 2' }).click();
    // Set 3 at 45 kg: the session's new best, still a record against what she lifted before today (40 kg).
    await squat.getByLabel('Peso en kg, serie 3').fill('45');
    await squat.getByRole('button', { name: 'Marcar hecha la serie 3' }).click();
    await banner.getByText('Sentadilla: nuevo peso máximo, 45 kg (antes 40 kg) y 1RM estimado 60 kg').waitFor();
    // The set holding the record is marked; the one it beat no longer is.
    await squat.getByRole('listitem', { name: 'Serie 3 de Sentadilla' }).getByText('Récord').waitFor();
    expect(await squat.getByRole('listitem', { name: 'Serie 1 de Sentadilla' }).getByText('Récord').count()).toBe(0);
    await banner.getByText('¡Nuevo récord personal!').waitFor();
    for (const n of [1, 2]) await pullUps.getByRole('button', { name: `Marcar hecha la serie ${n}` }).click();
    await page.getByText('5 de 6 series').waitFor();

    // Finishing with the plank left asks first; she keeps going.
    await page.getByRole('button', { name: 'Finalizar entrenamiento' }).click();
    const ask = page.getByRole('dialog', { name: 'Te falta 1 serie. ¿Terminar igual?' });
    await bothWidths(page, 'workouts-session-finish-ask', () => ask.waitFor());
    await ask.getByRole('button', { name: 'Seguir entrenando' }).click();
    await ask.waitFor({ state: 'detached' });
    const plank = page.getByRole('region', { name: 'Plancha' });
    expect(await plank.getByLabel('Segundos, serie 1').inputValue()).toBe('30');
    await plank.getByLabel('Segundos, serie 1').fill('40');
    await plank.getByRole('button', { name: 'Marcar hecha la serie 1' }).click();
    await page.getByText('6 de 6 series').waitFor();
    await expect.poll(() => page.locator('li[data-status="saved"]').count()).toBe(6);

    await page.getByLabel('Nota (opcional)').fill('Me sentí fuerte hoy');
    await bothWidths(page, 'workouts-session-done', () => page.getByLabel('Nota (opcional)').scrollIntoViewIfNeeded());
    await page.getByRole('timer', { name: 'Descanso' }).waitFor();
    await page.getByRole('button', { name: 'Finalizar entrenamiento' }).click();
    const summary = page.getByRole('status', { name: 'Entrenamiento terminado' });
    await summary.getByRole('heading', { name: '¡Entrenamiento terminado!' }).waitFor();
    // The workout is over: the rest stops with it.
    await page.getByRole('timer', { name: 'Descanso' }).waitFor({ state: 'detached' });
    await summary.getByText('Duración').waitFor();
    await summary.getByText('6 de 6', { exact: true }).waitFor();
    await summary.getByText('1.235 kg').waitFor();
    await summary.getByText('1 récord').waitFor();
    await summary.getByText('Sentadilla: peso máximo y 1RM estimado (45 kg × 10)').waitFor();
    await bothWidths(page, 'workouts-session-finished');

    // Her history: records and the exercise's chart.
    await page.getByRole('link', { name: 'Ver mis entrenamientos' }).click();
    await page.getByRole('heading', { name: 'Mis entrenamientos' }).waitFor();
    await page.getByRole('link', { name: /Sentadilla.*Máx\. 45 kg × 10/ }).waitFor();
    await bothWidths(page, 'workouts-mine');
    await page.getByRole('link', { name: /Sentadilla/ }).click();
    await page.getByRole('img', { name: 'Peso máximo por sesión de Sentadilla' }).waitFor();
    await page.getByRole('img', { name: 'Volumen por sesión de Sentadilla' }).waitFor();
    // On a phone the best set's figure stays on one line in its tile.
    const best = page.getByRole('definition').filter({ hasText: /^45\s?kg\s?×\s?10$/ });
    const lineHeight = await best.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.5);
    expect((await best.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    await bothWidths(page, 'workouts-exercise-history');
    await context.close();
  });

  it('the coach sees the new session and record without reloading, and comments on it', async () => {
    const sessions = coachPage.getByRole('region', { name: 'Sesiones' });
    await expect.poll(() => sessions.getByRole('listitem').count(), { timeout: 10_000 }).toBe(2);
    // One exercise beat her past: one record, however many of its sets and kinds did.
    await sessions.getByText('1 récord').waitFor();
    await coachPage.getByRole('link', { name: /Sentadilla.*Máx\. 45 kg × 10/ }).waitFor();
    await sessions.getByRole('button', { name: /1 récord/ }).click();
    const detail = coachPage.getByRole('region', { name: 'Sesión Día 1' });
    await detail.getByText('Nota de Ana: Me sentí fuerte hoy').waitFor();
    await detail.getByRole('img', { name: 'Récord' }).first().waitFor();
    await detail.getByLabel('Comentario para el socio').fill('¡Bien ahí! La próxima prueba con 45 kg.');
    await detail.getByRole('button', { name: 'Comentar' }).click();
    await detail.getByText('¡Bien ahí! La próxima prueba con 45 kg.').waitFor();
    await bothWidths(coachPage, 'workouts-coach-member', () => detail.scrollIntoViewIfNeeded());
    await coachPage.goto('/profesor/entrenamientos');
    await coachPage.getByRole('link', { name: /Ana Gómez · Día 1/ }).first().waitFor();
    await bothWidths(coachPage, 'workouts-coach-recent');
    await coachContext.close();
  });
});
