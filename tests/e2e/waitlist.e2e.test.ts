import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dayLabel } from '../../web/src/features/booking/booking-dates';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';

// The server runs on the real clock: a one-place class late at night on every weekday, and the test picks one
// on a later day than today, so it is always more than the promotion cutoff (2 hours) away.
const STUDIO_TZ = 'America/Argentina/Buenos_Aires';
const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

type Occurrence = { horario_id: number; fecha: string; hora: string; disciplina: string; cupo_disponible: number };

const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bruno: { firstName: 'Bruno', lastName: 'Paz', email: 'bruno@pulso.test', password: 'remo2026x' },
};

let server: TestServer;
let browser: Browser;
let admin: Account;
let ana: Account;
let bruno: Account;
let spinning: Occurrence;

const studioToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_TZ }).format(new Date());

/** The card label the member's browser shows for a date (the browser runs in the studio's zone). */
function labelOf(fecha: string): string {
  const [y, m, d] = studioToday().split('-').map(Number);
  return dayLabel(fecha, new Date(y!, m! - 1, d!, 12));
}

const slotButton = (page: Page, o: Occurrence) =>
  page.getByRole('region', { name: labelOf(o.fecha), exact: true }).getByRole('button', { name: new RegExp(`^${o.hora} ${o.disciplina},`) });

const creditsOf = async (member: Account) =>
  (await api<{ creditos_restantes: number }>(server, 'POST', '/api/paquetes/getUserPackage', { clerkUserId: member.userId }, member.token)).creditos_restantes;

describe('the waitlist of a full class, as members live it', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    admin = await signUp(server, people.admin);
    ana = await signUp(server, people.ana);
    bruno = await signUp(server, people.bruno);

    const { id: disciplinaId } = await api<{ id: number }>(server, 'POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Spinning' }, admin.token);
    for (const dia_semana of WEEKDAYS) {
      await api(server, 'POST', '/api/horarios/addHorario', { id: 0, dia_semana, hora: '23:40', disciplina_id: disciplinaId, cupo_maximo: 1 }, admin.token).catch(() => undefined);
    }
    const pkg = await api<{ id: number }>(server, 'PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: disciplinaId }, admin.token);
    for (const member of [ana, bruno]) {
      await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: member.userId, paqueteId: pkg.id }, admin.token);
    }
    const agenda = await api<Occurrence[]>(server, 'GET', '/api/horarios/getCuposDisponibles', undefined, ana.token);
    const later = agenda.find((o) => o.disciplina === 'Spinning' && o.fecha > studioToday());
    if (!later) throw new Error(`The agenda has no Spinning class after today: ${JSON.stringify(agenda)}`);
    spinning = later;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a member joins the list of a full class; another cancels; the first sees "Reserva confirmada" live and the class in Mis Turnos', async () => {
    const booked = await api<{ id: number }>(server, 'POST', '/api/reservas/addReserva', { fecha: spinning.fecha, horario_id: spinning.horario_id }, ana.token);

    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, bruno);
    const socket = page.waitForEvent('websocket');
    await page.goto('/turnos');
    await socket;
    const slot = slotButton(page, spinning);
    await expect.poll(() => slot.getAttribute('aria-label')).toMatch(/completo \(unirme a la lista de espera\)$/);
    expect(await slot.textContent()).toContain('Completo · Unirme a la lista de espera');
    await slot.scrollIntoViewIfNeeded();
    await screenshot(page, 'waitlist-full-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'waitlist-full-desktop');
    await page.setViewportSize(PHONE);
    await slot.scrollIntoViewIfNeeded();

    await slot.click();
    const ask = page.getByRole('dialog', { name: 'Clase completa' });
    await ask.getByText('No usamos ningún crédito hasta que te toque un lugar.', { exact: false }).waitFor();
    await screenshot(page, 'waitlist-join-phone');
    await ask.getByRole('button', { name: 'Unirme a la lista' }).click();
    const joined = page.getByRole('dialog', { name: 'Estás en la lista de espera' });
    await joined.getByText('Eres 1.º en la lista.', { exact: false }).waitFor();
    await joined.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Estás 1.º en la lista de espera').waitFor();
    expect(await creditsOf(bruno)).toBe(8);
    await slot.scrollIntoViewIfNeeded();
    await screenshot(page, 'waitlist-position-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'waitlist-position-desktop');
    await page.setViewportSize(PHONE);

    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sinRecargar: true }));
    await api(server, 'DELETE', '/api/reservas/deleteReserva', { id: booked.id }, ana.token);

    const notice = page.getByRole('region', { name: 'Reserva confirmada' });
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toContain(`a las ${spinning.hora} y ya es tuyo`);
    expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
    await expect.poll(() => slot.getAttribute('aria-label')).toMatch(/reservado \(cancelar\)$/);
    expect(await creditsOf(bruno)).toBe(7);
    await screenshot(page, 'waitlist-promoted-phone');

    await notice.getByRole('link', { name: 'Ver Mis Turnos' }).click();
    const upcoming = page.getByRole('list', { name: 'Próximos turnos' });
    await upcoming.getByRole('listitem').first().waitFor();
    expect(await upcoming.getByRole('listitem').allTextContents()).toEqual([`${labelOf(spinning.fecha)}${spinning.hora} · Spinning60 minCancelar`]);
    await screenshot(page, 'waitlist-mis-turnos-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'waitlist-mis-turnos-desktop');
    await context.close();
  });

  it("the admin's roster shows the class's waitlist: who got the place and when", async () => {
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(page, admin);
    await page.goto(`/admin/reservas?fecha=${spinning.fecha}&clase=${spinning.horario_id}`);
    const list = page.getByRole('list', { name: 'Lista de espera' });
    await list.getByRole('listitem').first().waitFor();
    const lines = await list.getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Bruno PazReserva confirmada por la lista el \d{2}\/\d{2}, \d{2}:\d{2}Se anotó el/);
    // The promoted booking is the waitlist's doing, not the canceller's.
    const history = page.getByRole('list', { name: 'Historial de la clase' });
    await history.getByText('Hecho por Sistema · desde la lista de espera').waitFor();
    await screenshot(page, 'waitlist-admin-desktop');
    await page.setViewportSize(PHONE);
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, 'waitlist-admin-phone');
    await context.close();
  });

  it('Mis Turnos shows a place in line, and leaving the list frees it', async () => {
    // Bruno holds the class now; Ana waits for it.
    await api(server, 'POST', '/api/reservas/joinWaitlist', { fecha: spinning.fecha, horario_id: spinning.horario_id }, ana.token);
    const { context, page } = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(page, ana);
    const upcoming = page.getByRole('list', { name: 'Próximos turnos' });
    const label = labelOf(spinning.fecha);
    await upcoming.getByText('En espera · 1.º en la lista', { exact: false }).waitFor();
    await screenshot(page, 'waitlist-home-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'waitlist-home-phone');

    await upcoming.getByRole('button', { name: `Salir de la lista de espera ${label} ${spinning.hora}` }).click();
    const ask = page.getByRole('dialog', { name: 'Salir de la lista de espera' });
    await ask.getByRole('button', { name: 'Salir de la lista' }).click();
    const done = page.getByRole('dialog', { name: 'Saliste de la lista de espera' });
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('No tienes turnos reservados').waitFor();
    const mine = await api<{ estado: string }[]>(server, 'POST', '/api/reservas/getReservasByIdUsr', {}, ana.token);
    expect(mine.filter((entry) => entry.estado === 'en_espera')).toEqual([]);
    await context.close();
  });
});
