import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dayLabel } from '../../web/src/features/booking/booking-dates';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';

// The server runs on the real clock: slots exist on every weekday late at night, so whatever the day and
// hour, the agenda (today → horizon) holds at least one occurrence later than now.
const STUDIO_TZ = 'America/Argentina/Buenos_Aires';
const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

type Occurrence = { horario_id: number; fecha: string; hora: string; disciplina: string; cupo_disponible: number };

const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bruno: { firstName: 'Bruno', lastName: 'Paz', email: 'bruno@pulso.test', password: 'remo2026x' },
  carla: { firstName: 'Carla', lastName: 'Ruiz', email: 'carla@pulso.test', password: 'burpee2026' },
};

let server: TestServer;
let browser: Browser;
let admin: Account;
let members: Record<'ana' | 'bruno' | 'carla', Account>;
let funcional: Occurrence;
let yogaLastPlace: Occurrence;

/** A discipline with a slot on every weekday at `hora`; Sunday may be refused by the studio's rules. */
async function discipline(nombre: string, hora: string, cupo_maximo: number): Promise<number> {
  const { id } = await api<{ id: number }>(server, 'POST', '/api/disciplinas/addDisciplina', { id: 0, nombre }, admin.token);
  for (const dia_semana of WEEKDAYS) {
    await api(server, 'POST', '/api/horarios/addHorario', { id: 0, dia_semana, hora, disciplina_id: id, cupo_maximo }, admin.token).catch(() => undefined);
  }
  return id;
}

const creditsOf = async (member: Account) =>
  (await api<{ creditos_restantes: number }>(server, 'POST', '/api/paquetes/getUserPackage', { clerkUserId: member.userId }, member.token)).creditos_restantes;

/** The card label the member's browser shows for a date (the browser runs in the studio's zone). */
function labelOf(fecha: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_TZ }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return dayLabel(fecha, new Date(y!, m! - 1, d!, 12));
}

const slotButton = (page: Page, o: Occurrence) =>
  page.getByRole('region', { name: labelOf(o.fecha), exact: true }).getByRole('button', { name: new RegExp(`^${o.hora} ${o.disciplina},`) });

describe('booking turnos, as members do it', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    admin = await signUp(server, people.admin);
    members = { ana: await signUp(server, people.ana), bruno: await signUp(server, people.bruno), carla: await signUp(server, people.carla) };

    await discipline('Funcional', '23:30', 10);
    await discipline('Yoga', '23:15', 1);
    const pkg = await api<{ id: number }>(server, 'PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000 }, admin.token);
    for (const member of Object.values(members)) {
      await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: member.userId, paqueteId: pkg.id }, admin.token);
    }

    const agenda = await api<Occurrence[]>(server, 'GET', '/api/horarios/getCuposDisponibles', undefined, members.ana.token);
    const first = (nombre: string) => {
      const found = agenda.find((o) => o.disciplina === nombre);
      if (!found) throw new Error(`The agenda has no ${nombre} class: ${JSON.stringify(agenda)}`);
      return found;
    };
    funcional = first('Funcional');
    yogaLastPlace = first('Yoga');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('on a phone, a member books from the agenda, sees it in Mis Turnos, cancels it there, and gets the credit back', async () => {
    const { context, page } = await newPage(browser, server.baseUrl, PHONE);
    await signIn(page, members.ana);
    await page.getByText('No tienes turnos reservados').waitFor();

    await page.getByRole('link', { name: /Mis Turnos/ }).click();
    await page.getByRole('heading', { name: 'Turnos', exact: true }).waitFor();
    await page.getByText('8 créditos disponibles').waitFor();
    await screenshot(page, 'booking-agenda-phone');

    await slotButton(page, funcional).click();
    const confirm = page.getByRole('dialog', { name: 'Reservar turno' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`${funcional.hora} · Funcional`);
    await screenshot(page, 'booking-confirm-phone');
    await confirm.getByRole('button', { name: 'Reservar' }).click();

    const done = page.getByRole('dialog', { name: 'Reserva Confirmada' });
    await done.getByText('Tu turno fue reservado correctamente.').waitFor();
    await screenshot(page, 'booking-confirmed-phone');
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('7 créditos disponibles').waitFor();
    expect(await slotButton(page, funcional).getAttribute('aria-label')).toContain('reservado');
    expect(await creditsOf(members.ana)).toBe(7);
    await screenshot(page, 'booking-booked-phone');

    await page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Principal' }).click();
    const upcoming = page.getByRole('list', { name: 'Próximos turnos' });
    const label = labelOf(funcional.fecha);
    await upcoming.getByRole('listitem').first().waitFor();
    expect(await upcoming.getByRole('listitem').allTextContents()).toEqual([`${label}${funcional.hora} · Funcional60 minCancelar`]);
    await screenshot(page, 'booking-home-phone');

    await upcoming.getByRole('button', { name: `Cancelar turno ${label} ${funcional.hora}` }).click();
    const ask = page.getByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
    await ask.getByRole('button', { name: 'Cancelar Turno' }).click();
    const cancelled = page.getByRole('dialog', { name: 'Turno cancelado' });
    await cancelled.getByText('Tu turno fue cancelado correctamente.').waitFor();
    await cancelled.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('No tienes turnos reservados').waitFor();
    expect(await creditsOf(members.ana)).toBe(8);

    await page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Turnos' }).click();
    await page.getByText('8 créditos disponibles').waitFor();
    // The agenda shows what it had cached at once and refetches behind it: wait for the fresh places.
    await expect.poll(() => slotButton(page, funcional).getAttribute('aria-label')).toMatch(/10 cupos$/);
    await context.close();
  });

  it('two members on the agenda: one takes the last place, the other sees the class turn Completo without reloading', async () => {
    const first = await newPage(browser, server.baseUrl, DESKTOP);
    const second = await newPage(browser, server.baseUrl, PHONE);
    await signIn(first.page, members.bruno);
    await signIn(second.page, members.carla);
    for (const { page } of [first, second]) {
      const socket = page.waitForEvent('websocket');
      await page.goto('/turnos');
      await socket;
      await slotButton(page, yogaLastPlace).waitFor();
    }
    expect(yogaLastPlace.cupo_disponible).toBe(1);
    // Marks this document: a reload would lose it.
    await second.page.evaluate(() => Object.assign(window, { sinRecargar: true }));
    expect(await slotButton(second.page, yogaLastPlace).getAttribute('aria-label')).toMatch(/1 cupo$/);

    await slotButton(first.page, yogaLastPlace).click();
    await first.page.getByRole('dialog', { name: 'Reservar turno' }).getByRole('button', { name: 'Reservar' }).click();
    await first.page.getByRole('dialog', { name: 'Reserva Confirmada' }).waitFor();
    await first.page.getByRole('button', { name: 'Aceptar' }).click();
    expect(await slotButton(first.page, yogaLastPlace).getAttribute('aria-label')).toContain('reservado');
    await screenshot(first.page, 'booking-last-place-desktop');

    // A full class stays on the agenda, as Completo with its waitlist.
    await expect.poll(() => slotButton(second.page, yogaLastPlace).getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/completo/);
    expect(await second.page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
    await screenshot(second.page, 'booking-slot-gone-phone');

    await first.context.close();
    await second.context.close();
  });
});
