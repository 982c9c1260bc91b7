import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';

const people = {
  owner: { firstName: 'Marta', lastName: 'Ruiz', email: 'marta.bloques@pulso.test', password: 'estudio2026' },
  coach: { firstName: 'Leo', lastName: 'Díaz', email: 'leo.bloques@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana.bloques@pulso.test', password: 'sentadilla7' },
};
const P = '/api/planificaciones';
const SESSION = '00000000-0000-4000-8000-0000000e2e01';

let server: TestServer;
let browser: Browser;
let owner: Account;
let coach: Account;
let ana: Account;
let planId: number;
let dayId: number;

/** A day of two blocks through the editor's routes: Metcon (its type set in the editor) and Cierre, an EMOM of 3 minutes. */
async function buildPlan() {
  const post = <T>(route: string, body: object, method = 'POST') => api<T>(server, method, `${P}/${route}`, body, coach.token);
  planId = (await post<{ id: number }>('addPlanificacion', { body: { nombre: 'Funcional E2E' } })).id;
  const weekId = (await post<{ id: number }>('addSemana', { semana: { planificacion_id: planId } })).id;
  dayId = (await post<{ id: number }>('addDia', { dia: { semana_id: weekId } })).id;
  for (const [nombre, ejercicio] of [['Metcon', 'Burpees'], ['Cierre', 'Swing con pesa rusa']] as const) {
    const blockId = (await post<{ id: number }>('addBloque', { nombre, descanso: 0, dia_id: dayId })).id;
    await post('addEjercicio', { nombre: ejercicio, bloque_id: blockId, series: 1, repeticiones: '10' });
    if (nombre === 'Cierre') await post('updateBloqueFormato', { id: blockId, formato: { tipo: 'emom', minutos: 3 } }, 'PUT');
  }
  await post('assignPlanificacionToUser', { clerkUserId: ana.userId, planificacionId: planId });
}

/** The phone's clock as the test drives it: fake timers from now on, so a minute of EMOM passes in one call. */
const passes = (page: Page, ms: number) => page.clock.runFor(ms);

async function bothWidths(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
}

describe('block timers, as a coach types a block and a member follows an AMRAP and an EMOM', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ seedDemo: true }), launchBrowser()]);
    owner = await signUp(server, people.owner);
    coach = await signUp(server, people.coach);
    ana = await signUp(server, people.ana);
    await api(server, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }, owner.token);
    const paquetes = await api<{ id: number }[]>(server, 'GET', '/api/paquetes/getPaquetes', undefined, owner.token);
    await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: ana.userId, paqueteId: paquetes[0]!.id }, owner.token);
    await buildPlan();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the coach makes Metcon an AMRAP of 2 minutes in the plan editor', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(page, coach);
    await page.goto('/crearPlanificaciones');
    await page.getByRole('listitem').filter({ hasText: 'Funcional E2E' }).getByRole('button', { name: 'Editar', exact: true }).click();
    await page.getByRole('heading', { name: 'Funcional E2E' }).waitFor();
    await page.getByRole('button', { name: 'Editar Metcon' }).click();
    const form = page.getByRole('form', { name: 'Tipo de Metcon' });
    await form.getByLabel('Tipo').selectOption({ label: 'AMRAP' });
    await form.getByLabel('Minutos').fill('2');
    await form.getByRole('button', { name: 'Guardar tipo' }).click();
    await page.locator('button[aria-expanded]', { hasText: 'Metcon' }).getByText('AMRAP 2 min').waitFor();
    await expect.poll(() => page.locator('button[aria-expanded]', { hasText: 'Cierre' }).textContent()).toContain('EMOM 3 min');
    await bothWidths(page, 'block-formats-editor');
    await context.close();
  });

  it('Ana reads the types in her plan, runs the AMRAP and the EMOM timers (paused, reloaded) and logs both', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ana);
    await page.goto(`/planificaciones/${planId}`);
    await page.getByRole('button', { name: 'Semana 1' }).click();
    await page.getByRole('region', { name: 'Metcon' }).getByText('AMRAP 2 min').waitFor();
    await page.getByRole('region', { name: 'Cierre' }).getByText('EMOM 3 min').waitFor();
    await bothWidths(page, 'block-formats-viewer');

    await api(server, 'POST', '/api/entrenamientos/iniciarSesion', { id: SESSION, planificacionId: planId, diaId: dayId }, ana.token);
    await context.clock.install();
    await page.goto(`/entrenamientos/${SESSION}`);
    await page.getByRole('heading', { name: 'Día 1' }).waitFor();

    // AMRAP: one countdown of its 2 minutes.
    await page.getByRole('region', { name: 'Metcon' }).getByRole('button', { name: 'Iniciar temporizador' }).click();
    const timer = page.getByRole('dialog', { name: 'Temporizador: Metcon' });
    await timer.getByText('Trabajo', { exact: true }).waitFor();
    await expect.poll(() => timer.getByRole('timer').textContent()).toBe('02:00');
    await passes(page, 60_000);
    await expect.poll(() => timer.getByRole('timer').textContent()).toBe('01:00');
    await bothWidths(page, 'block-formats-timer');
    await passes(page, 61_000);
    await timer.getByText('¡Terminaste!').waitFor();
    await timer.getByRole('button', { name: 'Cerrar' }).click();
    const amrap = page.getByRole('form', { name: 'Resultado del AMRAP' });
    await amrap.getByLabel('Vueltas completas').fill('6');
    await amrap.getByLabel('Reps de más').fill('4');
    await amrap.getByRole('button', { name: 'Guardar resultado' }).click();
    await amrap.getByText('Anotado: 6 vueltas + 4 reps').waitFor();

    // EMOM: a round a minute; a pause holds it, a reload picks it up where the clock says.
    await page.getByRole('region', { name: 'Cierre' }).getByRole('button', { name: 'Iniciar temporizador' }).click();
    const emom = page.getByRole('dialog', { name: 'Temporizador: Cierre' });
    await emom.getByText('Ronda 1 de 3').waitFor();
    await passes(page, 60_500);
    await emom.getByText('Ronda 2 de 3').waitFor();
    await bothWidths(page, 'block-formats-emom');
    await emom.getByRole('button', { name: 'Pausar' }).click();
    await emom.getByText('En pausa').waitFor();
    await passes(page, 120_000);
    await emom.getByText('Ronda 2 de 3').waitFor();
    await emom.getByRole('button', { name: 'Reanudar' }).click();
    await emom.getByText('Trabajo', { exact: true }).waitFor();
    await page.reload();
    await page.getByRole('dialog', { name: 'Temporizador: Cierre' }).getByText('Ronda 2 de 3').waitFor();
    await passes(page, 120_500);
    await page.getByRole('dialog', { name: 'Temporizador: Cierre' }).getByText('¡Terminaste!').waitFor();
    await page.getByRole('button', { name: 'Cerrar' }).click();
    const emomResult = page.getByRole('form', { name: 'Resultado del EMOM' });
    await emomResult.getByLabel('Minutos hechos (de 3)').fill('3');
    await emomResult.getByRole('button', { name: 'Guardar resultado' }).click();
    await emomResult.getByText('Anotado: 3 de 3 min').waitFor();
    await page.getByRole('region', { name: 'Metcon' }).scrollIntoViewIfNeeded();
    await bothWidths(page, 'block-formats-logger');

    const session = await api<{ resultados_bloques: object[] }>(server, 'GET', `/api/entrenamientos/sesiones/${SESSION}`, undefined, ana.token);
    expect(session.resultados_bloques).toEqual([
      expect.objectContaining({ bloque: 'Metcon', tipo: 'amrap', vueltas: 6, repeticiones: 4 }),
      expect.objectContaining({ bloque: 'Cierre', tipo: 'emom', minutos: 3 }),
    ]);
    await context.close();
  });
});
