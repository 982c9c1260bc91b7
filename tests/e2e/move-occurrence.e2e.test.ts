import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';
import { weekdayDate } from '../../web/src/lib/calendar-date';
import { agendaSlotButton, dayCardLabel, studioToday } from '../support/studio-in-browser';

// Server and browsers live at TEST_NOW (a Monday, noon): a Yoga class late at night on every weekday; the test moves
// one after today an hour and a half earlier, so both the class and its new time are ahead.
const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
const NEW_TIME = '22:00';

type Occurrence = { horario_id: number; fecha: string; hora: string; disciplina: string };

const people = {
  owner: { firstName: 'Marta', lastName: 'Ruiz', email: 'marta.mueve@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana.movida@pulso.test', password: 'sentadilla7' },
  bea: { firstName: 'Bea', lastName: 'Sosa', email: 'bea.espera@pulso.test', password: 'plancha2026' },
};

let server: TestServer;
let browser: Browser;
let owner: Account;
let ana: Account;
let bea: Account;
let yoga: Occurrence;

const dayMonth = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;
const classButton = (page: Page, fecha: string, hora: string) => agendaSlotButton(page, { fecha, hora, disciplina: 'Yoga' }, server.clock);

/** Phone and desktop screenshots with `target` scrolled into view at each size (a day scroller resets on resize). */
async function shootShowing(page: Page, name: string, target: Locator) {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await target.scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${size}`);
  }
}

describe('moving a class, as the owner, a booked member and one on the waitlist live it', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    owner = await signUp(server, people.owner);
    ana = await signUp(server, people.ana);
    bea = await signUp(server, people.bea);
    const { id: disciplinaId } = await api<{ id: number }>(server, 'POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Yoga' }, owner.token);
    for (const dia_semana of WEEKDAYS) {
      await api(server, 'POST', '/api/horarios/addHorario', { id: 0, dia_semana, hora: '23:30', disciplina_id: disciplinaId, cupo_maximo: 1, instructor_id: owner.userId, duracion_minutos: 45 }, owner.token);
    }
    const pkg = await api<{ id: number }>(server, 'PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: disciplinaId }, owner.token);
    for (const member of [ana, bea]) await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: member.userId, paqueteId: pkg.id }, owner.token);
    const agenda = await api<Occurrence[]>(server, 'GET', '/api/horarios/getCuposDisponibles', undefined, ana.token);
    const later = agenda.find((o) => o.disciplina === 'Yoga' && o.fecha > studioToday(server.clock));
    if (!later) throw new Error(`The agenda has no Yoga class after today: ${JSON.stringify(agenda)}`);
    yoga = later;
    await api(server, 'POST', '/api/reservas/addReserva', { fecha: yoga.fecha, horario_id: yoga.horario_id }, ana.token);
    // One place: Bea waits for it.
    await api(server, 'POST', '/api/reservas/joinWaitlist', { fecha: yoga.fecha, horario_id: yoga.horario_id }, bea.token);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the owner moves the class; Ana, with the agenda open, sees her booking at the new time at once, and Bea her waiting place', async () => {
    // Ana has the agenda open on her phone: the 23:30 class booked, 7 credits left.
    const member = await newPage(browser, server.baseUrl, PHONE);
    await signIn(member.page, ana);
    const socket = member.page.waitForEvent('websocket');
    await member.page.goto('/turnos');
    await socket;
    await expect.poll(() => classButton(member.page, yoga.fecha, yoga.hora).getAttribute('aria-label')).toMatch(/reservado \(cancelar\)$/);
    await member.page.getByText('7 créditos disponibles').waitFor();
    await member.page.evaluate(() => Object.assign(window, { sinRecargar: true }));
    // Bea has the app open on her phone too, waiting for a place in that class.
    const waiting = await newPage(browser, server.baseUrl, PHONE);
    await signIn(waiting.page, bea);
    const beaSocket = waiting.page.waitForEvent('websocket');
    await waiting.page.goto('/turnos');
    await beaSocket;

    // The owner moves it from Horarios → Feriados y cambios, on a desktop.
    const admin = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(admin.page, owner);
    await admin.page.goto('/admin/horarios');
    const card = admin.page.getByRole('region', { name: 'Feriados y cambios' });
    await card.getByRole('button', { name: 'Mover una clase' }).click();
    const form = admin.page.getByRole('form', { name: 'Mover una clase' });
    const weekday = WEEKDAYS[(new Date(`${yoga.fecha}T12:00:00Z`).getUTCDay() + 6) % 7]!;
    await form.getByLabel('Clase', { exact: true }).selectOption({ label: `${weekday} 23:30 · Yoga` });
    // The class's date is tapped from its next dates, all on its weekday.
    await form.getByRole('radio', { name: dayMonth(yoga.fecha), exact: true }).check();
    await form.getByLabel('Nueva fecha').fill(yoga.fecha);
    await form.getByLabel('Nueva hora').fill(NEW_TIME);
    await form.getByLabel('Motivo (lo ven los socios)').fill('Sala en obra');
    await screenshotPhoneAndDesktop(admin.page, 'move-form');
    await form.getByRole('button', { name: 'Mover la clase' }).click();
    // Before anything moves, the owner reads who is booked and that their bookings follow the class.
    const confirm = admin.page.getByRole('dialog', { name: '¿Estás seguro?' });
    await confirm.getByText('Hay 1 socio anotado: Ana Gómez. Su reserva pasa a la nueva hora', { exact: false }).waitFor();
    expect(await confirm.textContent()).toContain('1 socio en lista de espera pasa a la nueva clase.');
    await screenshotPhoneAndDesktop(admin.page, 'move-confirm');
    await confirm.getByRole('button', { name: 'Sí, mover la clase' }).click();
    await admin.page.getByRole('status').getByText('Listo: pasamos 1 reserva y 1 lugar en lista de espera a la nueva clase y avisamos a cada socio.').waitFor();
    await admin.page.getByRole('button', { name: 'Entendido' }).click();

    // Ana's open agenda, without a reload: the notice, the new class booked, the old one marked, the same credits.
    const notice = member.page.getByRole('region', { name: 'Clase movida' });
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toContain(`Tu clase de Yoga se movió al ${dayCardLabel(yoga.fecha, server.clock).toLowerCase()} a las ${NEW_TIME}.`);
    await expect.poll(() => classButton(member.page, yoga.fecha, NEW_TIME).getAttribute('aria-label')).toMatch(/reservado \(cancelar\)$/);
    await expect.poll(() => classButton(member.page, yoga.fecha, yoga.hora).getAttribute('aria-label')).toMatch(/sala en obra/i);
    await member.page.getByText('7 créditos disponibles').waitFor();
    expect(await member.page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
    await screenshotPhoneAndDesktop(member.page, 'move-member-notice');
    await notice.getByRole('button', { name: 'Cerrar aviso' }).click();

    // Bea, without a reload: her place in the waitlist went with the class.
    const waitNotice = waiting.page.getByRole('region', { name: 'Clase movida' });
    await waitNotice.waitFor({ timeout: 10_000 });
    expect(await waitNotice.textContent()).toContain(
      `Tu lugar en la lista de espera de Yoga pasó al ${dayCardLabel(yoga.fecha, server.clock).toLowerCase()} a las ${NEW_TIME}, la nueva hora de la clase. Si se libera un lugar, te avisamos.`,
    );
    await screenshotPhoneAndDesktop(waiting.page, 'move-waitlist-notice');
    await waiting.context.close();
    await shootShowing(member.page, 'move-agenda', classButton(member.page, yoga.fecha, yoga.hora));

    // Her upcoming bookings say the studio moved it, and from when.
    await member.page.goto('/');
    const upcoming = member.page.getByRole('list', { name: 'Próximos turnos' });
    await upcoming.getByText(`Movida por el estudio (era el ${dayMonth(yoga.fecha)} a las ${yoga.hora})`).waitFor();
    await screenshotPhoneAndDesktop(member.page, 'move-mis-turnos');

    // The class console marks the old class as moved, with no actions, and holds Ana in the new one.
    await admin.page.goto(`/profesor?fecha=${yoga.fecha}`);
    const old = admin.page.getByRole('region', { name: `Clase de Yoga ${yoga.hora} (movida)` });
    await old.getByText(`Movida al ${weekdayDate(yoga.fecha)} a las ${NEW_TIME} (Sala en obra).`, { exact: false }).waitFor();
    expect(await old.getByRole('button', { name: 'Anotar socio' }).count()).toBe(0);
    const moved = admin.page.getByRole('region', { name: `Clase de Yoga ${NEW_TIME}` });
    await moved.getByText('Ana Gómez').waitFor();
    await shootShowing(admin.page, 'move-class-console', old);
    await admin.context.close();
    await member.context.close();
  });
});
