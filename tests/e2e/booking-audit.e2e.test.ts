import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dayHeading } from '../../web/src/features/booking-audit/audit-dates';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import type { Account } from '../support/e2e-people';
import { startStudioInBrowser, type AgendaClass, type StudioInBrowser } from '../support/studio-in-browser';

// Server and browsers live at TEST_NOW (a Monday, noon): a slot late at night on every weekday means the agenda
// (today → horizon) holds a future class the admin may still cancel, today's first.
const HORA = '23:40';

const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
};

let studio: StudioInBrowser<keyof typeof people>;
let admin: Account;
let ana: Account;
let clase: AgendaClass;

const book = (member: Account, o: AgendaClass) => studio.api<{ id: number }>('POST', '/api/reservas/addReserva', { fecha: o.fecha, horario_id: o.horario_id, clerk_user_id: member.userId }, member.token);

/** From /admin/reservas (today), the day buttons up to the class's date, then the class opened. */
async function openClass(page: Page, o: AgendaClass): Promise<void> {
  const today = studio.today();
  await page.getByRole('heading', { name: new RegExp(dayHeading(today)) }).waitFor();
  for (let day = today; day < o.fecha; ) {
    await page.getByRole('button', { name: 'Día siguiente' }).click();
    day = await page.getByLabel('Fecha', { exact: true }).inputValue();
  }
  await page.getByRole('heading', { name: new RegExp(dayHeading(o.fecha)) }).waitFor();
  await classButton(page, o).click();
}

const classButton = (page: Page, o: AgendaClass) => page.getByRole('button', { name: new RegExp(`^${o.hora} ${o.disciplina},`) });
const roster = (page: Page) => page.getByRole('list', { name: 'Anotados' });
const history = (page: Page) => page.getByRole('list', { name: 'Historial de la clase' }).getByRole('listitem');

describe('the admin audits bookings on /admin/reservas', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people });
    ({ admin, ana } = studio.accounts);
    const disciplina_id = await studio.addDiscipline('Funcional');
    await studio.addSlotEveryDay({ hora: HORA, disciplina_id, cupo_maximo: 8 });
    await studio.assignPackage([ana], await studio.addPackage({ disciplina_id }));
    clase = await studio.findInAgenda(ana, (o) => o.disciplina === 'Funcional', 'Funcional class');
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('on a phone: the member booked; the admin finds the class, sees her and "Reservó", cancels it, and the history says so', async () => {
    await book(ana, clase);
    expect(await studio.creditsOf(ana)).toBe(7);

    const { context, page } = await studio.signedInPage(admin, PHONE);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Reservas' }).click();
    await page.getByRole('heading', { name: 'Reservas', exact: true }).waitFor();
    await screenshot(page, 'booking-audit-day-phone');

    await openClass(page, clase);
    expect(await classButton(page, clase).getAttribute('aria-label')).toBe(`${HORA} Funcional, 1 de 8 lugares ocupados`);
    await roster(page).getByText('Ana Gómez').waitFor();
    const booked = history(page).first();
    expect(await booked.textContent()).toMatch(/^ReservóAna GómezHecho por Ana Gómez\d{2}\/\d{2}, \d{2}:\d{2}Ver cómo estaba$/);
    await screenshot(page, 'booking-audit-class-phone');

    await page.getByRole('button', { name: 'Cancelar turno de Ana Gómez' }).click();
    const ask = page.getByRole('dialog', { name: '¿Estás seguro? Esta acción no se puede deshacer' });
    await ask.waitFor();
    await screenshot(page, 'booking-audit-confirm-phone');
    await ask.getByRole('button', { name: 'Cancelar Turno' }).click();
    const done = page.getByRole('dialog', { name: 'Turno cancelado' });
    await done.getByText('El turno de Ana Gómez fue cancelado correctamente.').waitFor();
    await screenshot(page, 'booking-audit-cancelled-phone');
    await done.getByRole('button', { name: 'Aceptar' }).click();

    await page.getByText('Nadie reservó esta clase.').waitFor();
    await expect.poll(() => history(page).count()).toBe(2);
    expect(await history(page).first().textContent()).toMatch(/^Canceló.*Ana Gómez.*Hecho por Leo Díaz · por la administración/);
    expect(await classButton(page, clase).getAttribute('aria-label')).toBe(`${HORA} Funcional, 0 de 8 lugares ocupados`);
    expect(await studio.creditsOf(ana)).toBe(8);
    await screenshot(page, 'booking-audit-history-phone');
    await context.close();
  });

  it('on a desktop: a booking shows up in the open roster live; Usuarios links to the member\'s history', async () => {
    const { context, page } = await studio.signedInPage(admin, DESKTOP);
    const socket = page.waitForEvent('websocket');
    await page.goto('/admin/reservas');
    await socket;
    await openClass(page, clase);
    await page.getByText('Nadie reservó esta clase.').waitFor();
    await page.evaluate(() => Object.assign(window, { sinRecargar: true }));

    await book(ana, clase);
    await roster(page).getByText('Ana Gómez').waitFor();
    await expect.poll(() => history(page).count()).toBe(3);
    expect(await history(page).first().textContent()).toMatch(/^ReservóAna Gómez/);
    expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
    await screenshot(page, 'booking-audit-class-desktop');

    await page.goto('/admin/usuarios');
    const card = page.getByRole('listitem', { name: 'Ana Gómez' });
    await card.getByRole('button', { name: 'Más acciones para Ana Gómez' }).click();
    await card.getByRole('link', { name: 'Historial de turnos' }).click();
    await page.getByRole('heading', { name: 'Historial de turnos de Ana Gómez' }).waitFor();
    const timeline = page.getByRole('list', { name: 'Historial de turnos de Ana Gómez' }).getByRole('listitem');
    await expect.poll(() => timeline.count()).toBe(3);
    expect(await timeline.allTextContents()).toEqual([
      expect.stringMatching(/^Reservó.* · Funcional.*Hecho por Ana Gómez/),
      expect.stringMatching(/^Canceló.* · Funcional.*Hecho por Leo Díaz · por la administración/),
      expect.stringMatching(/^Reservó.* · Funcional.*Hecho por Ana Gómez/),
    ]);
    await screenshot(page, 'booking-audit-member-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'booking-audit-member-phone');
    await context.close();
  });

  it('a dispute: from the cancellation line the admin sees the class and her credits as they were before and after it', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await studio.signedInPage(admin, viewport);
      await page.goto('/admin/reservas');
      await openClass(page, clase);
      await page.getByRole('button', { name: /^Ver cómo estaba: canceló Ana Gómez/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Cómo estaba' });
      await dialog.getByText(/^Así estaba el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} · solo lectura$/).waitFor();
      expect(await dialog.getByRole('button', { name: 'Justo antes' }).getAttribute('aria-pressed')).toBe('true');
      await dialog.getByText('Quedaban 7 de 8 lugares').waitFor();
      await dialog.getByRole('list', { name: 'Anotados' }).getByText('Ana Gómez').waitFor();
      await dialog.getByText(/· 7 créditos · vence el \d{2}\/\d{2}$/).waitFor();
      const size = viewport === PHONE ? 'phone' : 'desktop';
      await screenshot(page, `booking-audit-moment-${size}`);
      await dialog.getByRole('button', { name: 'Justo después' }).click();
      await dialog.getByText('Quedaban 8 de 8 lugares').waitFor();
      await dialog.getByText(/· 8 créditos · vence el \d{2}\/\d{2}$/).waitFor();
      expect(await dialog.getByRole('list', { name: 'Anotados' }).count()).toBe(0);
      // Any other moment: the fields start at the line's own minute, on the studio's clock. The studio was set up in
      // that same minute, so at its start the class had no bookings and Ana no package yet.
      await dialog.getByRole('button', { name: 'Otro momento' }).click();
      expect(await dialog.getByLabel('Hora', { exact: true }).inputValue()).toMatch(/^\d{2}:\d{2}$/);
      await dialog.getByText('No tenía paquete activo').waitFor();
      await screenshot(page, `booking-audit-moment-other-${size}`);
      await context.close();
    }
  });
});
