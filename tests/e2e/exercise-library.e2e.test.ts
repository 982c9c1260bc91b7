import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';

const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  coach: { firstName: 'Carla', lastName: 'Profe', email: 'carla@pulso.test', password: 'sentadilla7' },
};
const entries = [
  { nombre: 'Press de banca', peso_corporal: false, video: 'https://example.com/videos/press-banca.mp4', notas: 'Escápulas juntas, pies firmes en el piso.' },
  { nombre: 'Plancha', peso_corporal: true, notas: 'Cadera alineada con los hombros.' },
  { nombre: 'Sentadilla búlgara', peso_corporal: false },
  { nombre: 'Remo con mancuerna', peso_corporal: false },
];

let server: TestServer;
let browser: Browser;
let admin: Account;
let coach: Account;

// A coach manages the exercise library the builder's autocomplete reads.
describe('exercise library screen', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    admin = await signUp(server, people.admin);
    coach = await signUp(server, people.coach);
    await api(server, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }, admin.token);
    for (const entry of entries) await api(server, 'POST', '/api/planificaciones/addEjercicioBiblioteca', entry, coach.token);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [viewport, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`on a ${viewport}: the coach reaches it from the plan list, searches, edits and deletes after confirming`, async () => {
      const { context, page } = await newPage(browser, server.baseUrl, size);
      await signIn(page, coach);
      await page.goto('/crearPlanificaciones');
      await page.getByRole('link', { name: 'Biblioteca de ejercicios' }).click();
      const list = page.getByRole('list', { name: 'Ejercicios de la biblioteca' });
      await list.getByRole('listitem', { name: 'Sentadilla búlgara' }).waitFor();
      await screenshot(page, `exercise-library-${viewport}`);

      await page.getByLabel('Buscar ejercicio').fill('press');
      expect(await list.getByRole('listitem').count()).toBe(1);
      await page.getByLabel('Buscar ejercicio').fill('');

      await page.getByRole('button', { name: 'Editar Plancha' }).click();
      const form = page.getByRole('form', { name: 'Editar Plancha' });
      await form.getByLabel('Notas').fill(`Cadera alineada con los hombros (${viewport}).`);
      await screenshot(page, `exercise-library-edit-${viewport}`);
      await form.getByRole('button', { name: 'Guardar' }).click();
      await list.getByText(`Cadera alineada con los hombros (${viewport}).`).waitFor();

      const victim = viewport === 'phone' ? 'Remo con mancuerna' : 'Sentadilla búlgara';
      await page.getByRole('button', { name: `Eliminar ${victim}` }).click();
      const confirm = page.getByRole('alertdialog', { name: '¿Estás seguro?' }).or(page.getByRole('dialog', { name: '¿Estás seguro?' }));
      await confirm.waitFor();
      await screenshot(page, `exercise-library-delete-${viewport}`);
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await list.getByRole('listitem', { name: victim }).waitFor({ state: 'detached' });
      await context.close();
    });
  }
});
