import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import type { Account } from '../support/e2e-people';
import { signIn } from '../support/e2e-people';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// A front-desk tablet shared by members: whatever Carla leaves on it (a rest timer, sets queued with no signal)
// must not reach Darío, who signs in after her, and her queued sets must never be sent with his session.
const people = {
  coach: { firstName: 'Leo', lastName: 'Díaz', email: 'leo.mostrador@pulso.test', password: 'fuerza2026' },
  carla: { firstName: 'Carla', lastName: 'Ruiz', email: 'carla.mostrador@pulso.test', password: 'descanso59' },
  dario: { firstName: 'Darío', lastName: 'Sosa', email: 'dario.mostrador@pulso.test', password: 'remo2026x' },
};
const P = '/api/planificaciones';

let studio: StudioInBrowser<keyof typeof people>;
// One plan per journey: the first leaves Carla's day open (its button becomes "Continuar entrenamiento").
let plans: [number, number];

/** One day of Sentadilla 2×10 @ 40 kg with a 60 s rest, assigned to Carla. */
async function carlasPlan(coach: Account, carla: Account, nombre: string): Promise<number> {
  const post = <T>(route: string, body: object, method = 'POST') => studio.api<T>(method, `${P}/${route}`, body, coach.token);
  const plan = (await post<{ id: number }>('addPlanificacion', { body: { nombre } })).id;
  const weekId = (await post<{ id: number }>('addSemana', { semana: { planificacion_id: plan } })).id;
  const dayId = (await post<{ id: number }>('addDia', { dia: { semana_id: weekId } })).id;
  const blockId = (await post<{ id: number }>('addBloque', { nombre: 'Bloque A', descanso: 60, dia_id: dayId })).id;
  await post('addEjercicio', { nombre: 'Sentadilla', bloque_id: blockId, series: 2 });
  type Plan = { semanas: { dias: { bloques: { ejercicios: { series: { id: number }[] }[] }[] }[] }[] };
  const sets = (await post<Plan>('getPlanificacionById', { id: plan })).semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!.series;
  for (const [i, s] of sets.entries()) await post('updateSerie', { id: s.id, numero: i + 1, repeticiones: '10', peso: 40 }, 'PUT');
  await post('assignPlanificacionToUser', { clerkUserId: carla.userId, planificacionId: plan });
  return plan;
}

type Session = { id: string; estado: string; series_registradas: number };
const sessionsOf = (member: Account) => studio.api<Session[]>('GET', `/api/entrenamientos/socios/${member.userId}/sesiones`, undefined, studio.accounts.coach.token);

/** The offline queue as the browser holds it (IndexedDB pulso-offline): whose each command is. */
const queuedOwners = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('pulso-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('commands').objectStore('commands').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { userId: string }[]).map((c) => c.userId));
          };
        };
      }),
  );

const indicator = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text, visible: true });

/** Carla opens her day and starts the session; the first set marked done starts the block's 60 s rest. */
async function startDayAndRest(page: Page) {
  await page.getByRole('button', { name: 'Semana 1' }).click();
  await page.getByRole('button', { name: 'Empezar entrenamiento' }).click();
  await page.getByRole('heading', { name: 'Día 1' }).waitFor();
  await page.getByRole('region', { name: 'Sentadilla' }).getByRole('button', { name: 'Marcar hecha la serie 1' }).click();
  await page.getByRole('timer', { name: 'Descanso' }).waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function askToSignOut(page: Page) {
  const dock = page.getByRole('navigation', { name: 'Accesos rápidos' });
  await dock.getByRole('button', { name: 'Más' }).click();
  await dock.getByRole('button', { name: 'Cerrar sesión' }).click();
  return page.getByRole('dialog', { name: '¿Cerrar sesión?' });
}

describe('one phone, two members', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people, seedDemo: true, serviceWorker: true });
    const { coach, carla, dario } = studio.accounts;
    const paquetes = await studio.api<{ id: number }[]>('GET', '/api/paquetes/getPaquetes', undefined, coach.token);
    await studio.assignPackage([carla, dario], paquetes[0]!.id);
    plans = [await carlasPlan(coach, carla, 'Fuerza de mostrador'), await carlasPlan(coach, carla, 'Fuerza sin señal')];
  });

  afterAll(async () => {
    await studio?.close();
  });

  it("Carla rests, signs out with the button; Darío signs in on the same phone and sees no timer of hers", async () => {
    const { context, page } = await studio.signedInPage(people.carla, PHONE);
    await page.goto(`/planificaciones/${plans[0]}`);
    await startDayAndRest(page);
    const dialog = await askToSignOut(page);
    await dialog.getByText('Tendrás que volver a ingresar para ver tus turnos y planificaciones.').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('link', { name: 'Iniciar Sesión' }).waitFor();

    await signIn(page, people.dario);
    // The timer bar starts from what the phone kept, at once: with the greeting on screen it would show already.
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /rest|timer|pulso-member/.test(key)))).toEqual([]);
    await screenshotPhoneAndDesktop(page, 'shared-phone-next-member-home');
    await context.close();
  });

  it("Carla's sets queued with no signal wait for her: never sent with Darío's session, sent when she is back", async () => {
    const { carla, dario } = studio.accounts;
    const { context, page } = await studio.signedInPage(people.carla, PHONE);
    await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated');
    await page.goto(`/planificaciones/${plans[1]}`);
    await page.getByRole('button', { name: 'Semana 1' }).click();
    await page.getByRole('button', { name: 'Empezar entrenamiento' }).waitFor();

    // No signal at the front desk: the start and the set wait on the phone, the rest counts down.
    await context.setOffline(true);
    await page.reload();
    const sesionId = await startDayAndRest(page);
    await indicator(page, 'Pendiente de sincronizar (2)').waitFor({ timeout: 15_000 });

    // Signing out now would leave them here: the question says so.
    const dialog = await askToSignOut(page);
    await dialog.getByText(/^Tienes 2 cambios sin enviar\. Si cierras sesión, quedarán guardados en este dispositivo/).waitFor();
    await screenshotPhoneAndDesktop(page, 'shared-phone-sign-out-pending');
    await page.setViewportSize(PHONE);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Her session ends elsewhere (Cerrar sesión en todos los dispositivos); back online the app finds out and leaves.
    await studio.api('POST', '/api/auth/sign-out-all', {}, carla.token);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).waitFor({ timeout: 15_000 });

    await signIn(page, people.dario);
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await indicator(page, 'Pendiente').count()).toBe(0);
    // Her session's screen, asked for by its address, shows him nothing of hers.
    await page.goto(`/entrenamientos/${sesionId}`);
    await page.getByText('No se encontró el entrenamiento.').waitFor();
    expect(await page.getByText('Pendiente de enviar').count()).toBe(0);
    await screenshot(page, 'shared-phone-next-member-session');
    expect(await queuedOwners(page)).toEqual([carla.userId, carla.userId]);

    // Darío leaves with nothing of his pending (the plain question); Carla signs in again and her day goes, as hers.
    const hisDialog = await askToSignOut(page);
    await hisDialog.getByText('Tendrás que volver a ingresar para ver tus turnos y planificaciones.').waitFor();
    await hisDialog.getByRole('button', { name: 'Cerrar sesión' }).click();
    await signIn(page, people.carla);
    await indicator(page, 'Sincronizado hace un momento').waitFor({ timeout: 30_000 });
    await context.close();

    expect((await sessionsOf(carla)).find((s) => s.id === sesionId)).toMatchObject({ estado: 'en_curso', series_registradas: 1 });
    expect(await sessionsOf(dario)).toEqual([]);
  });
});
