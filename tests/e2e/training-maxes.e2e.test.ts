import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';
import { TEST_NOW, runningClock } from '../support/test-clock';

const people = {
  owner: { firstName: 'Marta', lastName: 'Ruiz', email: 'marta.maximos@pulso.test', password: 'estudio2026' },
  coach: { firstName: 'Leo', lastName: 'Díaz', email: 'leo.maximos@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana.maximos@pulso.test', password: 'sentadilla7' },
};

const P = '/api/planificaciones';
const E = '/api/entrenamientos';

let server: TestServer;
let browser: Browser;
let owner: Account;
let coach: Account;
let ana: Account;
let planId: number;
let dayId: number;
let sets: Record<string, number[]>;

/**
 * A day written in % of the training max, through the editor's routes: Sentadilla 2×5 at 75 % and 80 % (RPE 8),
 * Peso muerto 1×5 at 70 % (tempo 3-1-X-0), Press banca 1×8 at 65 %.
 */
async function buildPlan(token: string) {
  const post = <T>(route: string, body: object, method = 'POST') => api<T>(server, method, `${P}/${route}`, body, token);
  planId = (await post<{ id: number }>('addPlanificacion', { body: { nombre: 'Fuerza en %' } })).id;
  const weekId = (await post<{ id: number }>('addSemana', { semana: { planificacion_id: planId } })).id;
  dayId = (await post<{ id: number }>('addDia', { dia: { semana_id: weekId } })).id;
  const blockId = (await post<{ id: number }>('addBloque', { nombre: 'Bloque A', descanso: 120, dia_id: dayId })).id;
  for (const [nombre, series] of [['Sentadilla', 2], ['Peso muerto', 1], ['Press banca', 1]] as const) await post('addEjercicio', { nombre, bloque_id: blockId, series });
  type Plan = { semanas: { dias: { bloques: { ejercicios: { nombre: string; series: { id: number }[] }[] }[] }[] }[] };
  const plan = await post<Plan>('getPlanificacionById', { id: planId });
  sets = Object.fromEntries(plan.semanas[0]!.dias[0]!.bloques[0]!.ejercicios.map((e) => [e.nombre, e.series.map((s) => s.id)]));
  const [squat1, squat2] = sets['Sentadilla']!;
  await post('updateSerie', { id: squat1, numero: 1, repeticiones: '5', peso: 0, porcentaje: 75, rpe: 8 }, 'PUT');
  await post('updateSerie', { id: squat2, numero: 2, repeticiones: '5', peso: 0, porcentaje: 80, rpe: 8 }, 'PUT');
  await post('updateSerie', { id: sets['Peso muerto']![0], numero: 1, repeticiones: '5', peso: 0, porcentaje: 70, tempo: '3-1-X-0' }, 'PUT');
  await post('updateSerie', { id: sets['Press banca']![0], numero: 1, repeticiones: '8', peso: 0, porcentaje: 65 }, 'PUT');
  await post('assignPlanificacionToUser', { clerkUserId: ana.userId, planificacionId: planId });
}

/** Ana's session of the week before (through the API): squats 5 × 100 kg, an Epley e1RM of 116,67 kg. */
async function earlierSession() {
  const { id } = await api<{ id: string }>(server, 'POST', `${E}/iniciarSesion`, { planificacionId: planId, diaId: dayId }, ana.token);
  for (const serieId of sets['Sentadilla']!) await api(server, 'POST', `${E}/registrarSerie`, { sesionId: id, serieId, repeticiones: 5, peso: 100 }, ana.token);
  await api(server, 'POST', `${E}/finalizarSesion`, { id }, ana.token);
}

async function bothWidths(page: Page, name: string, locate?: () => Promise<void>) {
  for (const [viewport, suffix] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
    await page.setViewportSize(viewport);
    await locate?.();
    await screenshot(page, `${name}-${suffix}`);
  }
  await page.setViewportSize(PHONE);
}

describe('effort and percentages: an admin picks the plates, a coach sets a max, the member lifts her own kg', () => {
  beforeAll(async () => {
    // A week before TEST_NOW for her earlier session; the journey then runs at TEST_NOW (the browsers follow).
    const clock = runningClock(new Date(new Date(TEST_NOW).getTime() - 7 * 86_400_000));
    [server, browser] = await Promise.all([startTestServer({ seedDemo: true, clock }), launchBrowser()]);
    owner = await signUp(server, people.owner);
    coach = await signUp(server, people.coach);
    ana = await signUp(server, people.ana);
    await api(server, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }, owner.token);
    const paquetes = await api<{ id: number }[]>(server, 'GET', '/api/paquetes/getPaquetes', undefined, owner.token);
    await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: ana.userId, paqueteId: paquetes[0]!.id }, owner.token);
    await buildPlan(owner.token);
    await earlierSession();
    server.clock.set(TEST_NOW);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the admin sets the plate increment from the admin menu; a coach cannot open it', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, owner);
    await page.goto('/admin');
    await page.getByRole('region', { name: 'Contenido' }).getByRole('link', { name: 'Incremento de discos' }).click();
    await page.getByRole('heading', { name: 'Incremento de discos', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: '2,5 kg' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: '1,25 kg' }).check();
    await page.getByText('con este incremento se cargan 87,5 kg').waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ajustes guardados.').waitFor();
    await bothWidths(page, 'workouts-plate-increment');
    await context.close();

    const asCoach = await newPage(browser, server.baseUrl, PHONE);
    await signIn(asCoach.page, coach);
    await asCoach.page.goto('/admin/ajustes-entrenamiento');
    await asCoach.page.getByRole('heading', { name: 'Acceso denegado' }).waitFor();
    await asCoach.context.close();
  });

  it("the coach sets Ana's deadlift max and confirms the squat max her records propose, at 375 px", async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, coach);
    await page.goto(`/profesor/entrenamientos/${ana.userId}`);
    const section = page.getByRole('region', { name: 'Máximos de entrenamiento' });
    await section.getByText('Todavía no tiene máximos.').waitFor();
    const proposed = section.getByRole('list', { name: 'Propuestos por sus registros' });
    await proposed.getByText('1RM estimado 116,7 kg → 116,5 kg').waitFor();

    const form = section.getByRole('form', { name: 'Fijar un máximo' });
    await form.getByLabel('Ejercicio').fill('Peso muerto');
    await form.getByLabel('Kg').fill('140,3');
    await form.getByRole('button', { name: 'Guardar máximo' }).click();
    await form.getByText('El máximo va de 0,25 a 1.000 kg, en pasos de 0,25.').waitFor();
    await form.getByLabel('Kg').fill('140');
    await form.getByRole('button', { name: 'Guardar máximo' }).click();
    await form.getByText('Máximo de Peso muerto guardado.').waitFor();
    await section.getByRole('list', { name: 'Sus máximos' }).getByText('Fijado por el profe · 16/11/2026').waitFor();
    // Nothing of the section overflows a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await bothWidths(page, 'workouts-training-maxes', () => section.evaluate((el) => el.scrollIntoView({ block: 'start' })));

    await proposed.getByRole('button', { name: 'Confirmar 116,5 kg para Sentadilla' }).click();
    const mine = section.getByRole('list', { name: 'Sus máximos' });
    await mine.getByRole('listitem').filter({ hasText: 'Sentadilla' }).getByText('Confirmado de sus registros · 16/11/2026').waitFor();
    expect(await mine.getByRole('listitem').filter({ hasText: 'Peso muerto' }).textContent()).toContain('140 kg');
    await proposed.waitFor({ state: 'detached' });
    await context.close();
  });

  it('Ana’s logger loads each % set with her own kg on the studio plates, and the coach reads it beside the plan', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ana);
    const { id } = await api<{ id: string }>(server, 'POST', `${E}/iniciarSesion`, { planificacionId: planId, diaId: dayId }, ana.token);
    await page.goto(`/entrenamientos/${id}`);
    const squat = page.getByRole('region', { name: 'Sentadilla' });
    // 75 % and 80 % of 116,5 kg (87,375 and 93,2) on 1,25 kg plates; 70 % of 140 (98) too: 97,5.
    await expect.poll(() => squat.getByLabel('Peso en kg, serie 1').inputValue()).toBe('87,5');
    expect(await squat.getByLabel('Peso en kg, serie 2').inputValue()).toBe('93,75');
    await squat.getByRole('listitem', { name: 'Serie 1 de Sentadilla' }).getByText('87,5 kg ·').waitFor();
    const deadlift = page.getByRole('region', { name: 'Peso muerto' });
    expect(await deadlift.getByLabel('Peso en kg, serie 1').inputValue()).toBe('97,5');
    // No bench max: the percentage is the hint, the kg hers to type.
    const bench = page.getByRole('region', { name: 'Press banca' });
    expect(await bench.getByLabel('Peso en kg, serie 1').inputValue()).toBe('');
    expect(await bench.getByLabel('Peso en kg, serie 1').getAttribute('placeholder')).toBe('65 %');
    await bench.getByText('sin máximo de entrenamiento').waitFor();
    await bothWidths(page, 'workouts-session-percent', () => squat.evaluate((el) => el.scrollIntoView({ block: 'start' })));

    await squat.getByLabel('RPE, serie 1').fill('8,5');
    await squat.getByRole('button', { name: 'Marcar hecha la serie 1' }).click();
    await squat.getByRole('listitem', { name: 'Serie 1 de Sentadilla' }).getByText('Hecha').waitFor();
    await context.close();

    const asCoach = await newPage(browser, server.baseUrl, PHONE);
    await signIn(asCoach.page, coach);
    await asCoach.page.goto(`/profesor/entrenamientos/${ana.userId}`);
    await asCoach.page.getByRole('region', { name: 'Sesiones' }).getByRole('button', { name: /1 de 4/ }).click();
    const detail = asCoach.page.getByRole('region', { name: 'Sesión Día 1' });
    const first = detail.getByRole('row').nth(1);
    await first.getByRole('cell', { name: '5 @ 75 % RPE 8' }).waitFor();
    await first.getByRole('cell', { name: '5 @ 87,5 kg RPE 8,5' }).waitFor();
    await detail.getByText('Tempo 3-1-X-0').waitFor();
    await bothWidths(asCoach.page, 'workouts-coach-prescription', () => detail.evaluate((el) => el.scrollIntoView({ block: 'start' })));
    await asCoach.context.close();
  });
});
