import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import type { Account } from '../support/e2e-people';
import { openFromNav } from '../support/nav';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

const people = {
  coach: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
};

let studio: StudioInBrowser<keyof typeof people>;
let coach: Account;
let ana: Account;

/** The seconds the fixed top bar shows (mm:ss). */
async function barSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const [, mm, ss] = /(\d\d):(\d\d)/.exec(text) ?? [];
  return Number(mm) * 60 + Number(ss);
}

describe('training plans, as a coach builds one and a member follows it', () => {
  beforeAll(async () => {
    // The demo studio brings packages; the picker lists a video the admin adds (the demo links none).
    studio = await startStudioInBrowser({ people, seedDemo: true });
    ({ coach, ana } = studio.accounts);
    await studio.api('POST', '/api/videos/addVideo', { nombre: 'Plancha frontal y lateral', url: 'https://videos.pulso.test/plancha' }, coach.token);
    const paquetes = await studio.api<{ id: number }[]>('GET', '/api/paquetes/getPaquetes', undefined, coach.token);
    await studio.assignPackage([ana], paquetes[0]!.id);
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('a coach builds a plan (week, day, block with rest, exercise with a video and 3 sets) and assigns it to a group', async () => {
    const { context, page } = await studio.signedInPage(coach, DESKTOP);
    await page.getByRole('link', { name: 'Crear planificaciones' }).first().click();

    await page.getByLabel('Nombre de la nueva planificación').fill('Fuerza E2E');
    await page.getByRole('button', { name: 'Crear planificación' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Fuerza E2E' });
    await row.getByRole('button', { name: 'Editar', exact: true }).click();
    await page.getByRole('heading', { name: 'Fuerza E2E' }).waitFor();

    await page.getByRole('button', { name: 'Agregar semana' }).click();
    await page.getByRole('tab', { name: 'Semana 1' }).waitFor();
    await page.getByRole('button', { name: 'Agregar día' }).click();
    await page.getByRole('tab', { name: 'Día 1' }).waitFor();

    await page.getByLabel('Nombre del bloque').fill('Bloque A');
    await page.getByLabel('Descanso (s)').fill('45');
    await page.getByRole('button', { name: 'Agregar Bloque' }).click();
    // A new block opens, ready for its exercises.
    const blockToggle = page.locator('button[aria-expanded]', { hasText: 'Bloque A' });
    await expect.poll(() => blockToggle.getAttribute('aria-expanded')).toBe('true');

    // A name not in the demo's exercise library: no video or notes come with it (plan-builder.e2e covers the library).
    await page.getByLabel('Nombre del ejercicio').fill('Sentadilla con pausa');
    await page.getByLabel('Cantidad de series').fill('3');
    await page.getByRole('button', { name: 'Agregar Ejercicio' }).click();
    const exercise = page.getByRole('article', { name: 'Sentadilla con pausa' });
    await exercise.getByText('No hay video').waitFor();
    await expect.poll(() => exercise.getByRole('listitem').count()).toBe(3);

    await exercise.getByRole('button', { name: 'Asignar video a Sentadilla con pausa' }).click();
    const picker = page.getByRole('dialog', { name: 'Elegir video' });
    await picker.getByLabel('Buscar video por nombre').fill('PLANCHA');
    await picker.getByRole('list', { name: 'Videos' }).getByRole('button').first().click();
    await exercise.getByRole('link', { name: 'Ver video' }).waitFor();

    await exercise.getByRole('button', { name: 'Editar serie 1' }).click();
    await exercise.getByLabel('Repeticiones').fill('12');
    await exercise.getByLabel('Peso (kg)').fill('40');
    await exercise.getByRole('button', { name: 'Guardar serie' }).click();
    await exercise.getByText('12 reps').waitFor();

    // Notes for the member; the untouched sets are bodyweight until given a weight, and read "—".
    await exercise.getByRole('button', { name: 'Editar notas de Sentadilla con pausa' }).click();
    await exercise.getByLabel('notas de Sentadilla con pausa').fill('Baja en 3 segundos');
    await exercise.getByRole('button', { name: 'Guardar notas' }).click();
    await exercise.getByText('Baja en 3 segundos').waitFor();
    expect(await exercise.getByLabel('Peso corporal').count()).toBe(2);
    // Its own rest: the block's 45 s until set; heavy squats rest 2 minutes.
    await exercise.getByText('Descanso: el del bloque (45 s)').waitFor();
    await exercise.getByRole('button', { name: 'Editar descanso de Sentadilla con pausa' }).click();
    await exercise.getByLabel('descanso de Sentadilla con pausa').fill('120');
    await exercise.getByRole('button', { name: 'Guardar descanso' }).click();
    await exercise.getByText('Descanso: 120 s').waitFor();
    await screenshot(page, 'plans-editor-desktop');
    await page.setViewportSize(PHONE);
    await exercise.scrollIntoViewIfNeeded();
    await screenshot(page, 'plans-editor-phone');
    // The copy pickers (a day to a week, a block to a day of any week), as a phone shows them.
    await page.getByRole('button', { name: 'Editar días' }).click();
    await page.getByRole('button', { name: 'Editar Bloque A' }).click();
    expect(await page.getByLabel('Copiar Bloque A a').locator('option').allTextContents()).toEqual(['Semana 1 · Día 1']);
    await page.getByLabel('Copiar Día 1 a').scrollIntoViewIfNeeded();
    await screenshot(page, 'plans-editor-copy-phone');
    await page.getByRole('button', { name: 'Editar Bloque A' }).click();
    await page.getByRole('button', { name: 'Editar días' }).click();
    await page.setViewportSize(DESKTOP);

    await page.goto('/admin/grupos');
    await page.getByRole('button', { name: 'Agregar grupo' }).click();
    await page.getByLabel('Nombre del grupo').fill('Turno mañana');
    await page.getByRole('button', { name: 'Crear grupo' }).click();
    await page.getByRole('button', { name: 'Ver usuarios de Turno mañana' }).click();
    const group = page.getByRole('dialog', { name: 'Turno mañana' });
    await group.getByRole('button', { name: 'Agregar usuarios' }).click();
    const users = page.getByRole('dialog', { name: 'Agregar usuarios a Turno mañana' });
    await users.getByRole('checkbox', { name: /Ana Gómez/ }).check();
    await users.getByRole('button', { name: 'Agregar usuarios' }).click();
    await group.getByText('Ana Gómez').waitFor();
    await group.getByRole('button', { name: 'Agregar planificaciones' }).click();
    const plans = page.getByRole('dialog', { name: 'Agregar planificaciones a Turno mañana' });
    await plans.getByRole('checkbox', { name: 'Fuerza E2E' }).check();
    await plans.getByRole('button', { name: 'Asignar planificaciones' }).click();
    await group.getByText('Las planificaciones han sido asignadas correctamente').waitFor();
    await screenshot(page, 'plans-group-desktop');
    await context.close();
  });

  it('a member of the group opens it from home, goes week → day, starts the rest and sees the top bar count down', async () => {
    const { context, page } = await studio.signedInPage(ana, PHONE);
    await page.getByRole('list', { name: 'Mis planificaciones' }).getByRole('link', { name: 'Fuerza E2E' }).click();
    await page.getByRole('button', { name: 'Semana 1' }).click();
    expect(await page.getByRole('tab', { name: 'Día 1' }).getAttribute('aria-selected')).toBe('true');
    const block = page.getByRole('region', { name: 'Bloque A' });
    await block.getByText('Descanso: 45 s').waitFor();
    const rows = await block.getByRole('row').allTextContents();
    expect(rows.slice(1)).toEqual(['11240 kg', '20—', '30—']);
    await block.getByText('Baja en 3 segundos').waitFor();
    await block.getByRole('article', { name: 'Sentadilla con pausa' }).getByText('Descanso: 120 s').waitFor();
    await screenshot(page, 'plans-viewer-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'plans-viewer-desktop');
    await page.setViewportSize(PHONE);
    expect(await block.getByRole('link', { name: 'Ver video' }).getAttribute('target')).toBe('_blank');

    // Another coach's edit shows up live on the open viewer (her user:<id> notice names the plan), no reload.
    type Plan = { semanas: { dias: { bloques: { id: number; nombre: string }[] }[] }[] };
    const list = await studio.api<{ id: number; nombre: string }[]>('GET', '/api/planificaciones/getPlanificacionesList', undefined, coach.token);
    const planId = list.find((p) => p.nombre === 'Fuerza E2E')!.id;
    const tree = await studio.api<Plan>('POST', '/api/planificaciones/getPlanificacionById', { id: planId }, coach.token);
    const blockId = tree.semanas[0]!.dias[0]!.bloques[0]!.id;
    await studio.api('PUT', '/api/planificaciones/updateBloqueDescanso', { id: blockId, descanso: 30 }, coach.token);
    await block.getByText('Descanso: 30 s').waitFor();

    expect(await page.getByRole('timer').count()).toBe(0);
    await block.getByRole('button', { name: 'Iniciar descanso', exact: true }).click();
    const first = await barSeconds(page);
    expect(first).toBeGreaterThanOrEqual(29);
    expect(first).toBeLessThanOrEqual(30);
    await page.waitForTimeout(2_200);
    expect(await barSeconds(page)).toBeLessThanOrEqual(first - 2);
    await screenshot(page, 'plans-viewer-timer-phone');

    // The timer is app-wide: it keeps counting on other screens, and pauses from the bar.
    await openFromNav(page, 'Videos');
    await page.getByRole('heading', { name: 'Videos' }).waitFor();
    await page.getByRole('button', { name: 'Pausar descanso' }).click();
    const paused = await barSeconds(page);
    await page.waitForTimeout(1_500);
    expect(await barSeconds(page)).toBe(paused);
    await page.getByRole('button', { name: 'Reiniciar descanso' }).click();
    expect(await page.getByRole('timer').count()).toBe(0);

    // The exercise's own rest starts the timer with its 120 s, not the block's 30 s.
    await page.goBack();
    await page.getByRole('button', { name: 'Semana 1' }).click();
    await block.getByRole('button', { name: 'Iniciar descanso de Sentadilla con pausa' }).click();
    expect(await barSeconds(page)).toBeGreaterThanOrEqual(119);
    await page.getByRole('button', { name: 'Reiniciar descanso' }).click();

    // A workout of the day: each exercise names its rest (Plancha follows the block's 30 s), and a set marked done
    // starts the timer with its exercise's 120 s.
    await studio.api('POST', '/api/planificaciones/addEjercicio', { nombre: 'Plancha', bloque_id: blockId, series: 1, repeticiones: '30s' }, coach.token);
    await block.getByRole('article', { name: 'Plancha' }).waitFor();
    await page.getByRole('button', { name: 'Empezar entrenamiento' }).click();
    const session = page.getByRole('region', { name: 'Bloque A' });
    await session.getByText('Descanso de Sentadilla con pausa: 120 s').waitFor();
    await session.getByText('Descanso de Plancha: 30 s').waitFor();
    await page.getByRole('region', { name: 'Sentadilla con pausa' }).getByRole('button', { name: 'Marcar hecha la serie 1' }).click();
    await page.getByRole('timer').waitFor();
    expect(await barSeconds(page)).toBeGreaterThanOrEqual(119);
    await screenshotPhoneAndDesktop(page, 'plans-session-exercise-rest');
    await context.close();
  });
});
