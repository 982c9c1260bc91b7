import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';

const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bruno: { firstName: 'Bruno', lastName: 'Paz', email: 'bruno@pulso.test', password: 'plancha42' },
};

let server: TestServer;
let browser: Browser;
let admin: Account;

const tile = (page: Page, label: string) => page.getByRole('list', { name: 'Indicadores' }).getByRole('listitem').filter({ hasText: label });

// Ana gets "8 clases" ($ 28.000) and the same package again (a replacement, not a second sale); Bruno gets
// "12 clases" ($ 40.000) and loses it again (a reversal). The studio really holds $ 28.000.
describe('Reportes: income that adds up, with the events behind it', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    admin = await signUp(server, people.admin);
    const [ana, bruno] = [await signUp(server, people.ana), await signUp(server, people.bruno)];
    const { id: disciplina_id } = await api<{ id: number }>(server, 'POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Funcional' }, admin.token);
    const ocho = await api<{ id: number }>(server, 'PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id }, admin.token);
    const doce = await api<{ id: number }>(server, 'PUT', '/api/paquetes/addPaquete', { nombre: '12 clases', cantidad_clases: 12, precio: 40000, disciplina_id }, admin.token);
    const assign = (member: Account, paqueteId: number | null) =>
      api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: member.userId, paqueteId }, admin.token);
    await assign(ana, ocho.id);
    await assign(ana, ocho.id);
    await assign(bruno, doce.id);
    await assign(bruno, null);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [viewport, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`on a ${viewport}: Ingresos shows $ 28.000 and its detail lists the sales, the replacement and the reversal`, async () => {
      const { context, page } = await newPage(browser, server.baseUrl, size);
      await signIn(page, admin);
      await page.goto('/dashboard');
      await tile(page, 'Ingresos').getByText('$ 28.000').waitFor();
      expect(await tile(page, 'Ingresos').textContent()).toContain('2 paquetes vendidos · 1 quitado');
      await screenshot(page, `reports-money-dashboard-${viewport}`);

      await page.getByRole('link', { name: 'Ver detalle: Ingresos' }).click();
      await page.getByRole('heading', { name: 'Detalle de ingresos' }).waitFor();
      await page.getByRole('heading', { name: 'Total: $ 28.000' }).waitFor();
      const rows = page.getByRole('table').first().getByRole('row');
      await expect.poll(() => rows.count()).toBe(6);
      const kinds = await rows.evaluateAll((trs) => trs.slice(1).map((tr) => (tr.children[3]?.textContent ?? '').trim()));
      expect(kinds).toEqual(['Venta', 'Reasignación', 'Reasignación', 'Venta', 'Paquete quitado']);
      await page.getByRole('heading', { name: 'Por paquete' }).waitFor();
      await screenshot(page, `reports-money-detail-${viewport}`);
      await context.close();
    });
  }
});
