import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';

const people = {
  owner: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  coach: { firstName: 'Sofía', lastName: 'Ruiz', email: 'sofia@pulso.test', password: 'burpees2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
};

// The screens where packages are made, priced, approved or assigned, and where money is reported: the owner's, never
// a coach's.
const MONEY_AND_PACKAGE_SCREENS = [
  '/dashboard', '/dashboard/detalle/ingresos', '/admin', '/admin/usuarios', '/admin/paquetes', '/admin/editar-paquetes', '/admin/ajustes-paquetes',
];

let server: TestServer;
let browser: Browser;
let owner: Account;
let coach: Account;
let ana: Account;
let packageId: number;

/** Every link the shell offers (sidebar on a desktop, dock on a phone). */
const navTargets = (page: Page) =>
  page.locator('nav a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

describe('a coach account cannot open packages or money screens, and manages groups for plans', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    owner = await signUp(server, people.owner);
    coach = await signUp(server, people.coach);
    ana = await signUp(server, people.ana);
    await api(server, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }, owner.token);
    const { id: disciplina_id } = await api<{ id: number }>(server, 'POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Funcional' }, owner.token);
    packageId = (await api<{ id: number }>(server, 'PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id }, owner.token)).id;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [viewport, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`on a ${viewport}: the nav offers the coach's screens only, and each money or package screen says access is denied`, async () => {
      const { context, page } = await newPage(browser, server.baseUrl, size);
      await signIn(page, coach);
      await page.getByRole('link', { name: 'Clases' }).first().waitFor();
      const targets = await navTargets(page);
      expect(targets).toContain('/profesor');
      expect(targets.filter((href) => href.startsWith('/admin') || href.startsWith('/dashboard'))).toEqual([]);
      await screenshot(page, `coach-nav-${viewport}`);

      for (const path of MONEY_AND_PACKAGE_SCREENS) {
        await page.goto(path);
        await page.getByRole('heading', { name: 'Acceso denegado' }).waitFor();
        expect(await page.getByText('Esta sección es solo para administradores.').isVisible(), path).toBe(true);
      }
      await page.goto('/admin/usuarios');
      await page.getByRole('heading', { name: 'Acceso denegado' }).waitFor();
      await screenshot(page, `coach-access-denied-${viewport}`);
      await context.close();
    });
  }

  it('a coach giving a plan to an empty group is warned, adds a member from the warning and then gives it', async () => {
    const group = await api<{ id: number }>(server, 'POST', '/api/user/addGrupo', { nombre: 'Turno noche' }, owner.token);
    await api(server, 'POST', '/api/planificaciones/addPlanificacion', { nombre: 'Fuerza' }, coach.token);
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, coach);
    await page.getByRole('link', { name: 'Crear planificaciones' }).first().click();
    await page.getByRole('button', { name: 'Dar Fuerza a un grupo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dar Fuerza a un grupo' });
    await dialog.getByText('El grupo no tiene socios: nadie recibirá el plan.', { exact: false }).waitFor();
    await screenshotPhoneAndDesktop(page, 'coach-group-empty-warning');
    await page.setViewportSize(PHONE);

    await dialog.getByRole('link', { name: 'Agregar socios' }).click();
    await page.waitForURL(`**/crearPlanificaciones/grupos?grupo=${group.id}`);
    const groupDialog = page.getByRole('dialog', { name: 'Turno noche' });
    await groupDialog.getByRole('button', { name: /Agregar usuarios/ }).click();
    const picker = page.getByRole('dialog', { name: 'Agregar usuarios a Turno noche' });
    await picker.getByRole('checkbox', { name: /Ana Gómez/ }).check();
    await picker.getByRole('button', { name: 'Agregar usuarios' }).click();
    await groupDialog.getByRole('list', { name: 'Socios del grupo' }).getByText('Ana Gómez').waitFor();
    await screenshotPhoneAndDesktop(page, 'coach-group-members');
    await page.setViewportSize(PHONE);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: /Agregar grupo/ }).count()).toBe(0);

    await page.getByRole('link', { name: 'Planificaciones' }).first().click();
    await page.getByRole('button', { name: 'Dar Fuerza a un grupo' }).click();
    await dialog.getByRole('option', { name: 'Turno noche · 1 socio' }).waitFor({ state: 'attached' });
    expect(await dialog.getByText(/El grupo no tiene socios/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Asignar', exact: true }).click();
    await dialog.getByText('Listo: la planificación quedó vinculada al grupo.').waitFor();
    await context.close();
    const plans = await api<{ nombre: string }[]>(server, 'POST', '/api/planificaciones/getPlanificacionesSummaryByIdUsr', { clerkUserId: ana.userId }, owner.token);
    expect(plans.map((p) => p.nombre)).toEqual(['Fuerza']);
  });

  it('the API answers the coach 403 on every money and package command and read', async () => {
    const range = 'desde=2026-11-01&hasta=2026-11-30';
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/reportes/resumen?${range}`],
      ['GET', `/api/reportes/detalle?${range}&cifra=ingresos`],
      ['GET', `/api/reportes/exportar?${range}&tipo=ingresos`],
      ['GET', '/api/reportes/inicio'],
      ['GET', '/api/paquetes/requests'],
      ['GET', '/api/paquetes/settings'],
      ['PUT', '/api/paquetes/settings', { vigencia: 'mes', dias: null, inicio_a_mitad_de_mes: 'siguiente', alias: '', cbu: '', titular: '' }],
      ['PUT', '/api/paquetes/addPaquete', { nombre: 'Gratis', cantidad_clases: 99, precio: 1, disciplina_id: null }],
      ['PUT', `/api/paquetes/updatePaquete/${packageId}`, { nombre: '8 clases', cantidad_clases: 8, precio: 1, disciplina_id: null }],
      ['POST', '/api/paquetes/deletePaquete', { id: packageId }],
      ['POST', '/api/paquetes/assignPackageToUser', { clerkUserId: ana.userId, paqueteId: packageId }],
      ['POST', '/api/paquetes/assignmentTerms', { paqueteId: packageId }],
      ['POST', '/api/paquetes/adjustCredits', { clerkUserId: ana.userId, delta: 5, reason: 'Regalo' }],
      ['POST', '/api/paquetes/approveRequest', { requestId: 1 }],
      ['POST', '/api/user/setRole', { clerkUserId: ana.userId, role: 'admin' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${coach.token}`, ...(body ? { 'content-type': 'application/json' } : {}), 'idempotency-key': crypto.randomUUID() },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json(), `${method} ${path}`).toMatchObject({ code: 'ADMIN_ONLY', detail: 'Esta sección es solo para administradores.' });
    }
    // Nothing changed: Ana has no package, the package keeps its price, the coach is still a coach.
    expect((await api<{ paquete_id: number | null }>(server, 'POST', '/api/paquetes/getUserPackage', { clerkUserId: ana.userId }, owner.token)).paquete_id).toBeNull();
    const paquetes = await api<{ id: number; precio: number }[]>(server, 'GET', '/api/paquetes/getPaquetes', undefined, owner.token);
    expect(paquetes.find((p) => p.id === packageId)?.precio).toBe(28000);
    const users = await api<{ clerkUserId: string; role: string }[]>(server, 'GET', '/api/user/getUsers', undefined, owner.token);
    expect(users.find((u) => u.clerkUserId === ana.userId)?.role).toBe('member');
  });
});
