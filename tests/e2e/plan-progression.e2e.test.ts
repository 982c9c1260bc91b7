import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshotPhoneAndDesktop } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';

const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo.progresion@pulso.test', password: 'fuerza2026' },
  coach: { firstName: 'Carla', lastName: 'Profe', email: 'carla.progresion@pulso.test', password: 'sentadilla7' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana.progresion@pulso.test', password: 'plancha2026' },
};
const P = '/api/planificaciones';

let server: TestServer;
let browser: Browser;
let coach: Account;
let ana: Account;

/** A month whose weeks 2–4 are plain copies of week 1: the case "Aplicar progresión" is for. */
async function buildMonth(): Promise<void> {
  const post = <T>(route: string, body: object) => api<T>(server, 'POST', `${P}/${route}`, body, coach.token);
  const plan = (await post<{ id: number }>('addPlanificacion', { nombre: 'Fuerza progresiva' })).id;
  const week = (await post<{ id: number }>('addSemana', { semana: { planificacion_id: plan } })).id;
  const day = (await post<{ id: number }>('addDia', { dia: { semana_id: week } })).id;
  const block = (await post<{ id: number }>('addBloque', { nombre: 'Principal', descanso: 90, dia_id: day })).id;
  await post('addEjercicio', { nombre: 'Sentadilla', bloque_id: block, series: 3, repeticiones: '8', peso: 100 });
  await post('addEjercicio', { nombre: 'Press banca', bloque_id: block, series: 3, repeticiones: '8', peso: 60 });
  await post('addEjercicio', { nombre: 'Remo con barra', bloque_id: block, series: 3, repeticiones: '10', peso: 50 });
  await post('addEjercicio', { nombre: 'Plancha', bloque_id: block, series: 2, repeticiones: '30 s' });
  for (let i = 0; i < 3; i += 1) await post('duplicateSemana', { semana: { id: week } });
  await post('assignPlanificacionToUser', { clerkUserId: ana.userId, planificacionId: plan });
}

/** The rows of an exercise's table in the member's viewer week, as text ("18102,5 kg": set 1, 8 reps, 102,5 kg). */
async function memberWeekRows(page: Page, week: string): Promise<string[]> {
  await page.getByRole('button', { name: week }).click();
  const block = page.getByRole('region', { name: 'Principal' });
  await block.getByRole('row').first().waitFor();
  const rows = (await block.getByRole('row').allTextContents()).filter((r) => /kg|—/.test(r));
  await page.getByRole('button', { name: 'Semanas' }).click();
  return rows;
}

describe('Aplicar progresión, as a coach moves weeks 2–3 of a month and the member follows it', () => {
  beforeAll(async () => {
    // The demo studio brings the packages a member needs to read her plans.
    [server, browser] = await Promise.all([startTestServer({ seedDemo: true }), launchBrowser()]);
    const admin = await signUp(server, people.admin);
    coach = await signUp(server, people.coach);
    ana = await signUp(server, people.ana);
    await api(server, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }, admin.token);
    const paquetes = await api<{ id: number }[]>(server, 'GET', '/api/paquetes/getPaquetes', undefined, admin.token);
    await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: ana.userId, paqueteId: paquetes[0]!.id }, admin.token);
    await buildMonth();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the coach previews +2,5 kg per week on Sentadilla and Press banca in weeks 2–3, confirms, and Ana sees the new weights', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(page, coach);
    await page.goto('/crearPlanificaciones');
    await page.getByRole('listitem').filter({ hasText: 'Fuerza progresiva' }).getByRole('button', { name: 'Editar', exact: true }).click();
    await page.getByRole('heading', { name: 'Fuerza progresiva' }).waitFor();

    await page.getByRole('button', { name: 'Aplicar progresión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aplicar progresión' });
    await dialog.getByLabel('Desde').selectOption({ label: 'Semana 2' });
    await dialog.getByLabel('Hasta').selectOption({ label: 'Semana 3' });
    await dialog.getByLabel('Sumar por semana').fill('2,5');
    await dialog.getByRole('radio', { name: 'Elegir ejercicios' }).click();
    await dialog.getByRole('checkbox', { name: 'Sentadilla' }).check();
    await dialog.getByRole('checkbox', { name: 'Press banca' }).check();
    expect(await dialog.getByRole('checkbox').count()).toBe(3); // Plancha is bodyweight: nothing to move
    await screenshotPhoneAndDesktop(page, 'plan-progression-form');

    await dialog.getByRole('button', { name: 'Ver cambios' }).click();
    const preview = dialog.getByRole('region', { name: 'Vista previa' });
    await preview.waitFor();
    expect(await preview.getByRole('listitem').allTextContents()).toEqual([
      'Semana 2 · Día 1 · Sentadilla · Serie 1100 kg → 102,5 kg',
      'Semana 2 · Día 1 · Press banca · Serie 160 kg → 62,5 kg',
      'Semana 3 · Día 1 · Sentadilla · Serie 1100 kg → 105 kg',
      'Semana 3 · Día 1 · Press banca · Serie 160 kg → 65 kg',
    ]);
    await preview.getByText('de 12 que cambian').waitFor();
    await screenshotPhoneAndDesktop(page, 'plan-progression-preview');

    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('status').filter({ hasText: 'Progresión aplicada: 12 series cambiaron de peso.' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The builder shows week 3's new loads from the answer (no reload).
    await page.getByRole('tab', { name: 'Semana 3' }).click();
    await page.locator('button[aria-expanded="false"]', { hasText: 'Principal' }).click();
    await page.getByRole('article', { name: 'Sentadilla', exact: true }).getByText('105 kg').first().waitFor();
    await screenshotPhoneAndDesktop(page, 'plan-progression-applied');
    await context.close();

    const member = await newPage(browser, server.baseUrl, PHONE);
    await signIn(member.page, ana);
    await member.page.getByRole('list', { name: 'Mis planificaciones' }).getByRole('link', { name: 'Fuerza progresiva' }).click();
    const squat = (kg: string) => [`18${kg} kg`, `28${kg} kg`, `38${kg} kg`];
    const bench = squat;
    const row = '1050 kg';
    const rowing = [`1${row}`, `2${row}`, `3${row}`];
    const plank = ['130 s—', '230 s—'];
    expect(await memberWeekRows(member.page, 'Semana 1')).toEqual([...squat('100'), ...bench('60'), ...rowing, ...plank]);
    // +2,5 kg is exactly +2,5: the member reads half kilos with a decimal comma.
    expect(await memberWeekRows(member.page, 'Semana 2')).toEqual([...squat('102,5'), ...bench('62,5'), ...rowing, ...plank]);
    await member.page.getByRole('button', { name: 'Semana 2' }).click();
    await member.page.getByRole('region', { name: 'Principal' }).getByText('102,5 kg').first().waitFor();
    await screenshotPhoneAndDesktop(member.page, 'plan-progression-member-half-kilos');
    await member.page.setViewportSize(PHONE);
    await member.page.getByRole('button', { name: 'Semanas' }).click();
    expect(await memberWeekRows(member.page, 'Semana 3')).toEqual([...squat('105'), ...bench('65'), ...rowing, ...plank]);
    expect(await memberWeekRows(member.page, 'Semana 4')).toEqual([...squat('100'), ...bench('60'), ...rowing, ...plank]);
    await member.context.close();
  }, 120_000);
});
