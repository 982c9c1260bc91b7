import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotPhoneAndDesktop } from '../support/browser';
import { signIn } from '../support/e2e-people';
import { signOutOnPhone } from '../support/nav';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// A plan assigned while the member's app is open, never opened by her, opens and starts a workout with no signal:
// the app keeps a copy of every plan assigned to her (web/src/features/plans/api/keep-plans-offline.ts). And the
// next member signing in on the same phone never sees it.
const people = {
  coach: { firstName: 'Leo', lastName: 'Díaz', email: 'leo.sotano@pulso.test', password: 'fuerza2026' },
  carla: { firstName: 'Carla', lastName: 'Ríos', email: 'carla.sotano@pulso.test', password: 'remo2026' },
  dario: { firstName: 'Darío', lastName: 'Sosa', email: 'dario.sotano@pulso.test', password: 'banco2026' },
  elena: { firstName: 'Elena', lastName: 'Vera', email: 'elena.sotano@pulso.test', password: 'prensa2026' },
};
const P = '/api/planificaciones';
const PLAN = 'Fuerza sin señal';

let studio: StudioInBrowser<keyof typeof people>;
let planId: number;
const ELENAS_PLAN = 'Remo de siempre';
let elenasPlan: number;

type PlanDocument = { semanas: { dias: { bloques: { ejercicios: { series: { id: number; peso: number }[] }[] }[] }[] }[] };
/** The sets of the plan's first exercise, as the coach reads them. */
const firstSets = async (id: number) =>
  (await studio.api<PlanDocument>('GET', `${P}/${id}`, undefined, studio.accounts.coach.token)).semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!.series;

/** A day of Remo 2×12 @ 30 kg with its video, built by the coach and not assigned yet. */
async function unassignedPlan(nombre: string): Promise<number> {
  const post = <T>(route: string, body: object, method = 'POST') => studio.api<T>(method, `${P}/${route}`, body, studio.accounts.coach.token);
  const id = (await post<{ id: number }>('addPlanificacion', { body: { nombre } })).id;
  const weekId = (await post<{ id: number }>('addSemana', { semana: { planificacion_id: id } })).id;
  const dayId = (await post<{ id: number }>('addDia', { dia: { semana_id: weekId } })).id;
  const blockId = (await post<{ id: number }>('addBloque', { nombre: 'Espalda', descanso: 60, dia_id: dayId })).id;
  const exerciseId = (await post<{ id: number }>('addEjercicio', { nombre: 'Remo', bloque_id: blockId, series: 2 })).id;
  await post('updateEjercicioVideo', { id: exerciseId, video: 'https://videos.example.com/remo.mp4' }, 'PUT');
  for (const [i, set] of (await firstSets(id)).entries()) await post('updateSerie', { id: set.id, numero: i + 1, repeticiones: '12', peso: 30 }, 'PUT');
  return id;
}

/** Whether the service worker's API cache holds this plan's document. */
const planKept = (page: Page, id: number) =>
  page.evaluate(async (path) => !!(await (await caches.open('pulso-api-v1')).match(path, { ignoreVary: true })), `${P}/${id}`);

const indicator = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text, visible: true });

describe('a plan assigned while the app is open, first opened with no signal', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people, serviceWorker: true });
    const paquete = await studio.addPackage();
    const { carla, coach, dario, elena } = studio.accounts;
    await studio.assignPackage([carla, dario, elena], paquete);
    planId = await unassignedPlan(PLAN);
    elenasPlan = await unassignedPlan(ELENAS_PLAN);
    await studio.api('POST', `${P}/assignPlanificacionToUser`, { clerkUserId: elena.userId, planificacionId: elenasPlan }, coach.token);
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('Carla opens it and logs a set offline, it syncs; Darío, next on her phone, never sees it', async () => {
    const { carla, coach, dario } = studio.accounts;
    const { context, page } = await studio.signedInPage(carla);
    await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated');
    await page.getByText('No tienes planificaciones asignadas').waitFor();

    // At the gym's door the coach assigns her the plan; the notice reaches her home screen and the app keeps a copy.
    await studio.api('POST', `${P}/assignPlanificacionToUser`, { clerkUserId: carla.userId, planificacionId: planId }, coach.token);
    await page.getByRole('link', { name: PLAN }).waitFor();
    await expect.poll(() => planKept(page, planId), { timeout: 15_000 }).toBe(true);

    // Down the stairs, with no signal: the app starts from the phone and the plan she never opened is there.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('link', { name: PLAN }).click();
    await page.getByRole('heading', { name: PLAN }).waitFor();
    await page.getByRole('button', { name: 'Semana 1' }).click();
    const row = page.getByRole('region', { name: 'Espalda' });
    await row.getByRole('link', { name: 'Ver video' }).waitFor();
    await indicator(page, 'Sin conexión').waitFor();
    await screenshotPhoneAndDesktop(page, 'offline-plan-never-opened');
    await page.setViewportSize({ width: 375, height: 812 });

    await page.getByRole('button', { name: 'Empezar entrenamiento' }).click();
    await page.getByRole('heading', { name: 'Día 1' }).waitFor();
    const rowing = page.getByRole('region', { name: 'Remo' });
    expect(await rowing.getByLabel('Peso en kg, serie 1').inputValue()).toBe('30');
    await rowing.getByRole('button', { name: 'Marcar hecha la serie 1' }).click();
    await rowing.getByText('Pendiente de enviar').waitFor();

    // Back up the stairs: the start and the set go.
    await context.setOffline(false);
    await indicator(page, 'Sincronizado hace un momento').waitFor({ timeout: 30_000 });
    type Session = { planificacion_id: number; series_registradas: number };
    const sessions = await studio.api<Session[]>('GET', `/api/entrenamientos/socios/${carla.userId}/sesiones`, undefined, coach.token);
    expect(sessions).toMatchObject([{ planificacion_id: planId, series_registradas: 1 }]);

    // She signs out; Darío signs in on the same phone and, with no signal, finds nothing of hers.
    await signOutOnPhone(page);
    await signIn(page, dario);
    expect(await planKept(page, planId)).toBe(false);
    await context.setOffline(true);
    await page.goto(`/planificaciones/${planId}`);
    await page.getByRole('alert').filter({ hasText: 'No se pudo conectar con el servidor' }).waitFor();
    expect(await page.getByRole('heading', { name: PLAN }).count()).toBe(0);
    await screenshotPhoneAndDesktop(page, 'offline-plan-not-kept');
    await context.close();
  });

  it('Elena, whose plan was assigned before her first visit, opens it with no signal without ever having opened it', async () => {
    const { context, page } = await studio.signedInPage(studio.accounts.elena);
    // Her first visit on this phone; she never opens the plan with signal.
    await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated');
    await expect.poll(() => planKept(page, elenasPlan), { timeout: 15_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('link', { name: ELENAS_PLAN }).click();
    await page.getByRole('button', { name: 'Semana 1' }).click();
    await page.getByRole('region', { name: 'Espalda' }).getByText('Remo').waitFor();
    await page.getByRole('button', { name: 'Empezar entrenamiento' }).waitFor();
    await context.close();
  });

  it("the coach's edits reach Elena's open app within seconds: the phone's copy, then the plan on screen, with no reload", async () => {
    const { coach } = studio.accounts;
    const { context, page } = await studio.signedInPage(studio.accounts.elena);
    await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated');
    await expect.poll(() => planKept(page, elenasPlan), { timeout: 15_000 }).toBe(true);
    const sets = await firstSets(elenasPlan);
    const setWeight = async (peso: number) => {
      for (const [i, set] of sets.entries()) await studio.api('PUT', `${P}/updateSerie`, { id: set.id, numero: i + 1, repeticiones: '12', peso }, coach.token);
    };

    // On the home screen (the plan not open), the copy on the phone follows the edit: not at the 10-minute recheck.
    await setWeight(40);
    await expect.poll(() => keptWeights(page, elenasPlan), { timeout: 10_000 }).toEqual([40, 40]);

    // With the plan open, the next edit shows on screen as it is.
    await page.getByRole('link', { name: ELENAS_PLAN }).click();
    await page.getByRole('button', { name: 'Semana 1' }).click();
    const block = page.getByRole('region', { name: 'Espalda' });
    await block.getByText('40 kg').first().waitFor();
    await setWeight(42.5);
    await block.getByText('42,5 kg').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => keptWeights(page, elenasPlan), { timeout: 10_000 }).toEqual([42.5, 42.5]);

    // Down the stairs, the copy is the edited plan.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Semana 1' }).click();
    await page.getByRole('region', { name: 'Espalda' }).getByText('42,5 kg').first().waitFor();
    await context.close();
  });
});

/** The set weights of the plan's first exercise, as the service worker's copy holds them. */
const keptWeights = (page: Page, id: number) =>
  page.evaluate(async (path) => {
    const copy = await (await caches.open('pulso-api-v1')).match(path, { ignoreVary: true });
    const plan = copy ? ((await copy.json()) as PlanDocument) : undefined;
    return plan?.semanas[0]?.dias[0]?.bloques[0]?.ejercicios[0]?.series.map((s) => s.peso);
  }, `${P}/${id}`);
