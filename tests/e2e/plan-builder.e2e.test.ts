import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';

type Serie = { numero: number; repeticiones: string; peso: number };
type Ejercicio = { nombre: string; video: string | null; notas: string; series: Serie[] };
type Plan = { id: number; nombre: string; semanas: { nombre: string; dias: { nombre: string; bloques: { nombre: string; descanso: number; ejercicios: Ejercicio[] }[] }[] }[] };

const coachPerson = { firstName: 'Leo', lastName: 'Díaz', email: 'leo.builder@pulso.test', password: 'fuerza2026' };

/**
 * A plan built in minutes, measured: a coach builds a realistic month (4 weeks × 3 days × 2 blocks × 5 exercises, typical sets)
 * with the library's autocomplete, fast entry, the sets grid, copy-day and duplicate-week with a progression.
 * Every click, fill and key press the test drives goes through `act` and is counted (waits are not: they are the
 * screen answering). The same plan took about 700 clicks and entries set by set.
 */
describe('the plan builder, in minutes', () => {
  let server: TestServer;
  let browser: Browser;
  let coach: Account;
  let interactions = 0;
  const act = {
    click: async (l: Locator) => { interactions++; await l.click(); },
    fill: async (l: Locator, text: string) => { interactions++; await l.fill(text); },
    press: async (l: Locator, key: string) => { interactions++; await l.press(key); },
    select: async (l: Locator, value: string) => { interactions++; await l.selectOption(value); },
  };

  beforeAll(async () => {
    // The demo studio brings the exercise library (names, notes, bodyweight or loaded; no video links).
    [server, browser] = await Promise.all([startTestServer({ seedDemo: true }), launchBrowser()]);
    coach = await signUp(server, coachPerson);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Name (a few letters, then the library's suggestion, or typed whole) and fast entry, Enter to add. */
  async function addExercise(page: Page, typed: string, pick: string | null, sets: string, opts: { saveToLibrary?: boolean } = {}) {
    const name = page.getByRole('combobox', { name: 'Nombre del ejercicio' });
    await act.fill(name, typed);
    if (pick) await act.click(page.getByRole('option', { name: new RegExp(`^${pick}`) }));
    if (opts.saveToLibrary) await act.click(page.getByRole('checkbox', { name: 'Guardar en la biblioteca' }));
    const shorthand = page.getByLabel('Cantidad de series');
    await act.fill(shorthand, sets);
    await act.press(shorthand, 'Enter');
    await page.getByRole('article', { name: pick ?? typed, exact: true }).waitFor();
  }

  async function addBlock(page: Page, nombre: string, descanso: string) {
    await act.fill(page.getByLabel('Nombre del bloque'), nombre);
    const rest = page.getByLabel('Descanso (s)');
    await act.fill(rest, descanso);
    await act.press(rest, 'Enter');
    // A new block opens, ready for its exercises.
    await page.locator('button[aria-expanded="true"]', { hasText: nombre }).waitFor();
  }

  it('builds a 4-week plan in under 150 interactions, and the plan holds every week, day, block, exercise and set', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(page, coach);
    await act.click(page.getByRole('link', { name: 'Crear planificaciones' }).first());
    await act.fill(page.getByLabel('Nombre de la nueva planificación'), 'Mes de fuerza');
    await act.click(page.getByRole('button', { name: 'Crear planificación' }));
    await act.click(page.getByRole('listitem').filter({ hasText: 'Mes de fuerza' }).getByRole('button', { name: 'Editar', exact: true }));
    await page.getByRole('heading', { name: 'Mes de fuerza' }).waitFor();
    await act.click(page.getByRole('button', { name: 'Agregar semana' }));
    await page.getByRole('tab', { name: 'Semana 1' }).waitFor();

    // Día 1 (A): strength, then core and conditioning.
    await act.click(page.getByRole('button', { name: 'Agregar día' }));
    await page.getByRole('tab', { name: 'Día 1' }).waitFor();
    await addBlock(page, 'Fuerza', '120');
    await act.fill(page.getByRole('combobox', { name: 'Nombre del ejercicio' }), 'sent');
    await page.getByRole('option').first().waitFor();
    await screenshot(page, 'plan-builder-autocomplete-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'plan-builder-autocomplete-phone');
    await page.setViewportSize(DESKTOP);
    await act.click(page.getByRole('option', { name: /^Sentadilla/ }));
    const shorthand = page.getByLabel('Cantidad de series');
    await act.fill(shorthand, '4x8 @ 60');
    await act.press(shorthand, 'Enter');
    await page.getByRole('article', { name: 'Sentadilla', exact: true }).waitFor();
    await addExercise(page, 'banca', 'Press de banca', '4x8 @ 40');
    await addExercise(page, 'remo', 'Remo con barra', '4x10 @ 35');
    await addExercise(page, 'rumano', 'Peso muerto rumano', '3x10 @ 50');
    await addExercise(page, 'militar', 'Press militar', '3x10 @ 25');
    await addBlock(page, 'Core y acondicionamiento', '60');
    await addExercise(page, 'planc', 'Plancha', '3x30s');
    await addExercise(page, 'burp', 'Burpees', '3x10');
    await addExercise(page, 'swing', 'Swing con kettlebell', '3x15 @ 16');
    await addExercise(page, 'estoc', 'Estocadas alternadas', '3x12');
    await addExercise(page, 'domin', 'Dominadas asistidas', '3x8');

    // The squat becomes a ramp in the grid: one save for the whole exercise.
    await act.click(page.locator('button[aria-expanded="false"]', { hasText: 'Fuerza' }));
    const squat = page.getByRole('article', { name: 'Sentadilla', exact: true });
    await act.click(squat.getByRole('button', { name: 'Editar series de Sentadilla' }));
    const grid = squat.getByRole('form', { name: 'Series de Sentadilla en tabla' });
    // Coaches write half kilos with es-AR's decimal comma.
    await act.fill(grid.getByLabel('Kg de la serie 3'), '62,5');
    await act.fill(grid.getByLabel('Repeticiones de la serie 4'), '6');
    await act.fill(grid.getByLabel('Kg de la serie 4'), '70');
    await grid.scrollIntoViewIfNeeded();
    await screenshot(page, 'plan-builder-grid-desktop');
    await page.setViewportSize(PHONE);
    await grid.scrollIntoViewIfNeeded();
    await screenshot(page, 'plan-builder-grid-phone');
    await page.setViewportSize(DESKTOP);
    await act.click(grid.getByRole('button', { name: 'Guardar series' }));
    await squat.getByRole('listitem', { name: 'serie 4' }).filter({ hasText: '70 kg' }).waitFor();
    await squat.getByRole('listitem', { name: 'serie 3' }).filter({ hasText: '62,5 kg' }).waitFor();
    await squat.scrollIntoViewIfNeeded();
    await screenshotPhoneAndDesktop(page, 'plan-builder-half-kilos');

    // Día 2 (B): posterior chain and accessories; one new name goes into the library on the way.
    await act.click(page.getByRole('button', { name: 'Agregar día' }));
    await page.getByRole('tab', { name: 'Día 2', selected: true }).waitFor();
    await addBlock(page, 'Fuerza', '120');
    await addExercise(page, 'hip', 'Hip thrust', '4x10 @ 60');
    await addExercise(page, 'rumano', 'Peso muerto rumano', '4x8 @ 55');
    await addExercise(page, 'banca', 'Press de banca', '3x10 @ 35');
    await addExercise(page, 'remo', 'Remo con barra', '3x12 @ 30');
    await addExercise(page, 'Vuelos laterales', null, '3x12 @ 6', { saveToLibrary: true });
    await addBlock(page, 'Accesorios', '45');
    await addExercise(page, 'flex', 'Flexiones de brazos', '3x12');
    await addExercise(page, 'cajon', 'Salto al cajón', '3x6');
    await addExercise(page, '90-90', 'Movilidad de cadera 90-90', '2x8');
    await addExercise(page, 'swing', 'Swing con kettlebell', '3x15 @ 20');
    await addExercise(page, 'planc', 'Plancha', '3x45s');

    // Día 3 repeats Día 1 (an A/B/A week): copy the day into the same week.
    await act.click(page.getByRole('tab', { name: 'Día 1' }));
    await act.click(page.getByRole('button', { name: 'Editar días' }));
    await act.click(page.getByRole('region', { name: 'Días' }).getByRole('button', { name: 'Copiar' }));
    await page.getByRole('tab', { name: 'Día 3', selected: true }).waitFor();
    await act.click(page.getByRole('button', { name: 'Editar días' }));

    // Weeks 2–4: duplicate the last week with +1,25 kg (micro plates) on every loaded set.
    await act.click(page.getByRole('button', { name: 'Editar semanas' }));
    await act.fill(page.getByLabel('Progresión al duplicar'), '1,25');
    await screenshot(page, 'plan-builder-progression-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'plan-builder-progression-phone');
    await page.setViewportSize(DESKTOP);
    for (const week of [1, 2, 3]) {
      await act.click(page.getByRole('button', { name: `Duplicar Semana ${week}` }));
      await page.getByRole('tab', { name: `Semana ${week + 1}`, selected: true }).waitFor();
    }
    await screenshot(page, 'plan-builder-month-desktop');

    // The measure (README.md, Training plans).
    console.info(`plan builder: ${interactions} interactions for 4 weeks × 3 days × 2 blocks × 5 exercises`);
    expect(interactions).toBeLessThan(150);

    // After the measure: the plan as a template for a group, linked or as per-member copies (the dialog only).
    await page.getByRole('button', { name: 'Planificaciones' }).click();
    await page.getByRole('button', { name: 'Dar Mes de fuerza a un grupo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dar Mes de fuerza a un grupo' });
    await dialog.getByRole('radio', { name: 'Una copia por socio' }).click();
    await dialog.getByLabel('Grupo').waitFor();
    await screenshot(page, 'plan-builder-group-template-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'plan-builder-group-template-phone');
    await context.close();

    // What was built, through the API.
    const list = await api<{ id: number; nombre: string }[]>(server, 'GET', '/api/planificaciones/getPlanificacionesList', undefined, coach.token);
    const planId = list.find((p) => p.nombre === 'Mes de fuerza')!.id;
    const plan = await api<Plan>(server, 'POST', '/api/planificaciones/getPlanificacionById', { id: planId }, coach.token);
    expect(plan.semanas.map((w) => w.nombre)).toEqual(['Semana 1', 'Semana 2', 'Semana 3', 'Semana 4']);
    for (const week of plan.semanas) {
      expect(week.dias.map((d) => d.nombre)).toEqual(['Día 1', 'Día 2', 'Día 3']);
      for (const day of week.dias) {
        expect(day.bloques.map((b) => b.ejercicios.length)).toEqual([5, 5]);
        for (const e of day.bloques.flatMap((b) => b.ejercicios)) expect(e.series.map((s) => s.numero)).toEqual(e.series.map((_, i) => i + 1));
      }
    }
    const strip = (node: unknown) => JSON.parse(JSON.stringify(node, (k, v) => (k === 'id' || k.endsWith('_id') || k === 'nombre' && typeof v === 'string' && v.startsWith('Día') ? undefined : v)));
    expect(strip(plan.semanas[0]!.dias[2])).toEqual(strip(plan.semanas[0]!.dias[0]));

    const exercise = (w: number, d: number, name: string) => plan.semanas[w]!.dias[d]!.bloques.flatMap((b) => b.ejercicios).find((e) => e.nombre === name)!;
    const sets = (e: Ejercicio) => e.series.map((s) => `${s.repeticiones}@${s.peso}`);
    // Fast entry and the grid in week 1; +1,25 kg a week on loaded sets; bodyweight sets stay at 0 (—).
    expect(sets(exercise(0, 0, 'Sentadilla'))).toEqual(['8@60', '8@60', '8@62.5', '6@70']);
    expect(sets(exercise(3, 0, 'Sentadilla'))).toEqual(['8@63.75', '8@63.75', '8@66.25', '6@73.75']);
    expect(sets(exercise(3, 2, 'Press militar'))).toEqual(['10@28.75', '10@28.75', '10@28.75']);
    expect(sets(exercise(3, 0, 'Plancha'))).toEqual(['30s@0', '30s@0', '30s@0']);
    expect(sets(exercise(2, 1, 'Vuelos laterales'))).toEqual(['12@8.5', '12@8.5', '12@8.5']);
    // The library's cues came with the names (the demo's library links no videos).
    expect(exercise(0, 0, 'Sentadilla')).toMatchObject({ video: null, notas: 'Espalda neutra, rodillas hacia afuera.' });
    expect(exercise(3, 1, 'Salto al cajón').notas).toBe('Aterriza suave, con las rodillas flexionadas.');
    const library = await api<{ nombre: string; peso_corporal: boolean }[]>(server, 'GET', '/api/planificaciones/getBiblioteca?q=vuelos', undefined, coach.token);
    expect(library).toEqual([expect.objectContaining({ nombre: 'Vuelos laterales', peso_corporal: false })]);
  }, 240_000);
});
