import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fixedClock } from '../../domain/time/clock';
import { studioTime } from '../../domain/time/studio-time';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { raster } from '../support/receipt-files';
import { startTestServer, type TestServer } from '../support/test-server';

const TZ = 'America/Argentina/Buenos_Aires';
const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bruno: { firstName: 'Bruno', lastName: 'Paz', email: 'bruno@pulso.test', password: 'plancha42' },
  carla: { firstName: 'Carla', lastName: 'Sosa', email: 'carla@pulso.test', password: 'burpees99' },
};

let server: TestServer;
let browser: Browser;
let admin: Account;
let classDay: string;
// A fixed day mid-month: on the real date, from the 29th on, the class two days ahead fell in the next month, past
// the default package's validity (the end of the month), and its bookings were refused (PACKAGE_EXPIRES_BEFORE_CLASS).
// The browser follows this clock (tests/support/browser-clock.ts).
const clock = fixedClock(new Date('2026-11-16T12:00:00-03:00'));

const tile = (page: Page, label: string) => page.getByRole('list', { name: 'Indicadores' }).getByRole('listitem').filter({ hasText: label });

/*
 * Every figure of Reportes opens the events behind it. Ana, Bruno and Carla book the class in two days;
 * Carla cancels; Bruno sends a proof that waits. Then the class starts: Ana and Bruno fill 2 of its 4 places.
 */
describe('Reportes: every figure opens the events behind it', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ clock }), launchBrowser()]);
    admin = await signUp(server, people.admin);
    const [ana, bruno, carla] = [await signUp(server, people.ana), await signUp(server, people.bruno), await signUp(server, people.carla)];
    classDay = addDays(studioTime(clock.now(), TZ).date, 2);
    const { id: disciplina_id } = await api<{ id: number }>(server, 'POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Funcional' }, admin.token);
    const dia_semana = WEEKDAYS[new Date(`${classDay}T12:00:00Z`).getUTCDay()]!;
    const { id: horario_id } = await api<{ id: number }>(server, 'POST', '/api/horarios/addHorario', { id: 0, dia_semana, hora: '18:00', disciplina_id, cupo_maximo: 4 }, admin.token);
    const pkg = await api<{ id: number }>(server, 'PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id }, admin.token);
    const bookings: Record<string, number> = {};
    for (const [name, member] of [['ana', ana], ['bruno', bruno], ['carla', carla]] as const) {
      await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: member.userId, paqueteId: pkg.id }, admin.token);
      bookings[name] = (await api<{ id: number }>(server, 'POST', '/api/reservas/addReserva', { fecha: classDay, horario_id }, member.token)).id;
    }
    await api(server, 'DELETE', '/api/reservas/deleteReserva', { id: bookings.carla }, carla.token);
    await api(server, 'POST', '/api/paquetes/uploadComprobante', { fileName: 'transferencia.png', fileType: 'image/png', fileData: (await raster('png')).toString('base64'), paqueteId: pkg.id, tipo: 'renovacion' }, bruno.token);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [viewport, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`on a ${viewport}: each tile links to its detail, whose total is the tile's figure`, async () => {
      const { context, page } = await newPage(browser, server.baseUrl, size);
      await signIn(page, admin);
      await page.goto('/dashboard');
      await tile(page, 'Reservas').getByText('3', { exact: true }).waitFor();
      await screenshot(page, `reports-drilldown-dashboard-${viewport}`);
      const cases = [
        ['Reservas', 'Detalle de reservas', 'Total: 3', 'reservas'],
        ['Cancelaciones', 'Detalle de cancelaciones', 'Total: 1', 'cancelaciones'],
        ['Socios nuevos', 'Detalle de socios nuevos', 'Total: 3', 'socios'],
        ['Solicitudes pendientes', 'Detalle de solicitudes', 'Pendientes: 1', 'solicitudes'],
        ['Créditos usados', 'Detalle de créditos usados', 'Total: 2', 'creditos'],
      ] as const;
      for (const [label, heading, total, name] of cases) {
        await page.goto('/dashboard');
        // The tiles fill in as their figures arrive: tap once they have, not on a card still growing.
        await tile(page, 'Reservas').getByText('3', { exact: true }).waitFor();
        await page.getByRole('link', { name: `Ver detalle: ${label}` }).click();
        await page.getByRole('heading', { name: heading }).waitFor();
        await page.getByRole('heading', { name: total }).waitFor();
        if (name === 'reservas' || name === 'cancelaciones' || name === 'solicitudes') await screenshot(page, `reports-drilldown-${name}-${viewport}`);
      }
      const rows = await page.getByRole('table').getByRole('row').allInnerTexts();
      expect(rows.length).toBe(5); // header, three credits consumed by the bookings, Carla's returned
      await context.close();
    });
  }

  it('occupancy: once the class has started, its detail shows the live bookings over its places', async () => {
    clock.set(`${classDay}T18:30:00-03:00`);
    for (const [viewport, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      const { context, page } = await newPage(browser, server.baseUrl, size);
      await signIn(page, admin);
      await page.goto(`/dashboard/detalle/ocupacion?desde=${classDay}&hasta=${classDay}`);
      await page.getByRole('heading', { name: 'Detalle de ocupación' }).waitFor().catch(async (error: unknown) => {
        throw new Error(`${String(error)}\n${page.url()}\n${await page.locator('body').innerText()}`);
      });
      await page.getByText('2 lugares ocupados de 4 en 1 clase').waitFor();
      const cells = await page.getByRole('table').getByRole('row').nth(1).getByRole('cell').allInnerTexts();
      expect(cells.slice(1, 3)).toEqual(['2', '4']);
      await screenshot(page, `reports-drilldown-ocupacion-${viewport}`);

      // Each row of the attendance tables opens the classes behind it: the same class, by hour and by horario.
      const dia = WEEKDAYS[new Date(`${classDay}T12:00:00Z`).getUTCDay()]!;
      await page.goto('/dashboard');
      const rowLinks = page.getByRole('link', { name: `Ver clases: Funcional, ${dia} 18:00` });
      await rowLinks.nth(1).waitFor();
      await rowLinks.first().scrollIntoViewIfNeeded();
      await screenshot(page, `reports-drilldown-attendance-rows-${viewport}`);
      // Nothing widens the page past the screen (a wide control would push the phone's dock off it too).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size.width);
      // Nor does anything inside the attendance cards scroll or stick out sideways (on a phone each row is a card).
      const sideways = await page.locator('section[aria-labelledby="asistencia"], section[aria-labelledby="presentes-ausentes"]').evaluateAll((cards) =>
        cards.flatMap((card) => [card, ...card.querySelectorAll<HTMLElement>('*')]).filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0).map((el) => el.tagName),
      );
      expect(sideways).toEqual([]);
      for (const i of [0, 1]) {
        await page.goto('/dashboard');
        await rowLinks.nth(i).click();
        await page.getByText('Solo la fila que elegiste en la tabla de asistencia.', { exact: false }).waitFor();
        await page.getByText('2 lugares ocupados de 4 en 1 clase').waitFor();
      }
      await screenshot(page, `reports-drilldown-ocupacion-row-${viewport}`);
      await context.close();
    }
  });
});
