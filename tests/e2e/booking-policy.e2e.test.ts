import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { fixedClock } from '../../domain/time/clock';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';

// The server runs on a test clock: today (studio calendar) at 08:00, a 20:00 Funcional class whose discipline
// cancels free until 6 hours before, with no free late cancellations. Ana books it; at 16:00 cancelling is late.
const STUDIO_TZ = 'America/Argentina/Buenos_Aires';
const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const today = new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_TZ }).format(new Date());
const weekday = WEEKDAYS[(new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7]!;
const clock = fixedClock(`${today}T08:00:00-03:00`);

const people = {
  owner: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bruno: { firstName: 'Bruno', lastName: 'Paz', email: 'bruno@pulso.test', password: 'estocada7' },
};

let server: TestServer;
let browser: Browser;
let owner: Account;
let ana: Account;
let disciplinaId: number;
let slotId: number;
let packageId: number;

const creditsOf = async (member: Account) =>
  (await api<{ creditos_restantes: number }>(server, 'POST', '/api/paquetes/getUserPackage', { clerkUserId: member.userId }, member.token)).creditos_restantes;

describe('booking policy: the member sees what a late cancellation costs', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ clock }), launchBrowser()]);
    owner = await signUp(server, people.owner);
    ana = await signUp(server, people.ana);
    ({ id: disciplinaId } = await api<{ id: number }>(server, 'POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Funcional' }, owner.token));
    ({ id: slotId } = await api<{ id: number }>(server, 'POST', '/api/horarios/addHorario', { id: 0, dia_semana: weekday, hora: '20:00', disciplina_id: disciplinaId, cupo_maximo: 8 }, owner.token));
    const pkg = await api<{ id: number }>(server, 'PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: disciplinaId }, owner.token);
    packageId = pkg.id;
    await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: ana.userId, paqueteId: pkg.id }, owner.token);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('on a desktop, the owner sets the discipline\'s booking policy', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(page, owner);
    await page.goto('/admin/disciplinas');
    const row = page.getByRole('listitem').filter({ hasText: 'Funcional' });
    await row.getByRole('button', { name: 'Reglas de reserva de Funcional' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reglas de reserva' });
    await dialog.getByLabel('Cancelación sin costo hasta (horas antes)').fill('6');
    await dialog.getByLabel('Cancelaciones tardías sin costo por mes').fill('0');
    await dialog.getByLabel('Lista de espera automática hasta (minutos antes)').fill('30');
    await screenshot(page, 'booking-policy-admin-desktop');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Cancelación sin costo hasta 6 h antes').waitFor();
    await row.getByText('Lista de espera automática hasta 30 min antes').waitFor();
    await screenshot(page, 'booking-policy-admin-list-desktop');
    const list = await api<Array<{ id: number; cancelacion_gratis_horas_antes: number | null; lista_espera_automatica_minutos_antes: number }>>(server, 'GET', '/api/disciplinas/getDisciplinas', undefined, owner.token);
    expect(list.find((d) => d.id === disciplinaId)).toMatchObject({ cancelacion_gratis_horas_antes: 6, lista_espera_automatica_minutos_antes: 30 });
    await page.goto('/admin/paquetes');
    await page.getByRole('group', { name: 'Disciplinas' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Todas' }).isChecked()).toBe(true);
    await screenshot(page, 'booking-policy-package-form-desktop');
    await context.close();

    const phone = await newPage(browser, server.baseUrl, PHONE);
    await signIn(phone.page, owner);
    await phone.page.goto('/admin/disciplinas');
    await phone.page.getByText('Cancelación sin costo hasta 6 h antes').waitFor();
    await screenshot(phone.page, 'booking-policy-admin-list-phone');
    await phone.page.getByRole('button', { name: 'Reglas de reserva de Funcional' }).click();
    await phone.page.getByRole('dialog', { name: 'Reglas de reserva' }).waitFor();
    await screenshot(phone.page, 'booking-policy-admin-phone');
    await phone.page.goto('/admin/paquetes');
    await phone.page.getByRole('group', { name: 'Disciplinas' }).waitFor();
    await screenshot(phone.page, 'booking-policy-package-form-phone');
    await phone.context.close();
  });

  it('on a phone, a late cancel warns that the credit is lost, and the credit history shows the line', async () => {
    const booking = await api<{ id: number }>(server, 'POST', '/api/reservas/addReserva', { fecha: today, horario_id: slotId }, ana.token);
    expect(booking.id).toBeGreaterThan(0);
    clock.set(`${today}T16:00:00-03:00`);

    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, ana);
    const upcoming = page.getByRole('list', { name: 'Próximos turnos' });
    await upcoming.getByRole('button', { name: /^Cancelar turno/ }).click();
    const ask = page.getByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
    await ask.getByText('Cancelar ahora no devuelve el crédito.', { exact: false }).waitFor();
    expect(await ask.textContent()).toContain('La cancelación sin costo era hasta');
    await screenshot(page, 'booking-policy-late-cancel-phone');
    await ask.getByRole('button', { name: 'Cancelar Turno' }).click();
    const cancelled = page.getByRole('dialog', { name: 'Turno cancelado' });
    await cancelled.getByRole('button', { name: 'Aceptar' }).click();
    expect(await creditsOf(ana)).toBe(7);

    await page.goto('/paquetes');
    const history = page.getByRole('region', { name: 'Historial de créditos' });
    await history.getByText('Crédito perdido por cancelación tardía').waitFor();
    expect(await history.textContent()).toContain('no se devuelve');
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'booking-policy-ledger-phone');
    await context.close();
  });

  it('the owner gives the credit back from the class history with a reason, and Ana reads it in her history', async () => {
    for (const [viewport, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signIn(page, owner);
      await page.goto(`/admin/reservas?fecha=${today}&clase=${slotId}`);
      const forfeit = page.getByText('Cancelación tardía: el crédito no se devolvió.').first();
      await forfeit.waitFor();
      await forfeit.scrollIntoViewIfNeeded();
      await screenshot(page, `booking-policy-audit-${name}`);
      await context.close();
    }
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, owner);
    await page.goto(`/admin/reservas?fecha=${today}&clase=${slotId}`);
    await page.getByRole('button', { name: 'Devolver crédito a Ana Gómez' }).click();
    const dialog = page.getByRole('dialog', { name: 'Devolver crédito' });
    await dialog.getByLabel('Motivo').fill('Certificado médico');
    await screenshot(page, 'booking-policy-waive-phone');
    await dialog.getByRole('button', { name: 'Devolver crédito' }).click();
    await page.getByText('Cancelación tardía: crédito devuelto por excepción.').waitFor();
    await context.close();
    expect(await creditsOf(ana)).toBe(8);

    const member = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(member.page, ana);
    await member.page.goto('/paquetes');
    const history = member.page.getByRole('region', { name: 'Historial de créditos' });
    await history.getByText('Devolución por excepción: Certificado médico', { exact: false }).waitFor();
    await history.scrollIntoViewIfNeeded();
    await screenshot(member.page, 'booking-policy-ledger-desktop');
    await member.context.close();
  });

  it('credits first: the agenda marks a class the package does not include, and with no credits says so before any tap', async () => {
    clock.set(`${today}T08:00:00-03:00`);
    const { id: yoga } = await api<{ id: number }>(server, 'POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Yoga' }, owner.token);
    await api(server, 'POST', '/api/horarios/addHorario', { id: 0, dia_semana: weekday, hora: '19:00', disciplina_id: yoga, cupo_maximo: 8 }, owner.token);
    const bruno = await signUp(server, people.bruno);
    await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: bruno.userId, paqueteId: packageId }, owner.token);

    for (const [viewport, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signIn(page, bruno);
      await page.goto('/turnos');
      const yogaSlot = page.getByRole('button', { name: /^19:00 Yoga, no incluida en tu paquete/ }).first();
      await yogaSlot.waitFor();
      expect(await yogaSlot.getAttribute('aria-disabled')).toBe('true');
      await screenshot(page, `booking-policy-not-included-${name}`);
      await context.close();
    }

    await api(server, 'POST', '/api/paquetes/adjustCredits', { clerkUserId: bruno.userId, delta: -8, reason: 'Prueba sin créditos' }, owner.token);
    for (const [viewport, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await signIn(page, bruno);
      await page.goto('/turnos');
      await page.getByText('No tienes créditos disponibles').waitFor();
      expect(await page.getByRole('link', { name: 'Ver paquetes' }).getAttribute('href')).toBe('/paquetes');
      await page.getByRole('button', { name: /^20:00 Funcional, sin créditos/ }).first().waitFor();
      await screenshot(page, `booking-policy-no-credits-${name}`);
      await context.close();
    }
  });
});
