import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { api, signIn, signUp, type Account } from '../support/e2e-people';
import { startTestServer, type TestServer } from '../support/test-server';
import { agendaSlotButton, dayCardLabel, studioToday } from '../support/studio-in-browser';

// Server and browsers live at TEST_NOW (a Monday, noon): a class late at night on every weekday, and the test closes
// a later day than today, so the class is ahead.
const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

type Occurrence = { horario_id: number; fecha: string; hora: string; disciplina: string };

const people = {
  owner: { firstName: 'Marta', lastName: 'Ruiz', email: 'marta@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana.feriado@pulso.test', password: 'sentadilla7' },
};

let server: TestServer;
let browser: Browser;
let owner: Account;
let ana: Account;
let yoga: Occurrence;



describe('calendar exceptions, as the owner and a member live them', () => {
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
    owner = await signUp(server, people.owner);
    ana = await signUp(server, people.ana);
    const { id: disciplinaId } = await api<{ id: number }>(server, 'POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Yoga' }, owner.token);
    for (const dia_semana of WEEKDAYS) {
      await api(server, 'POST', '/api/horarios/addHorario', { id: 0, dia_semana, hora: '23:30', disciplina_id: disciplinaId, cupo_maximo: 6, instructor_id: owner.userId, duracion_minutos: 45 }, owner.token).catch(() => undefined);
    }
    const pkg = await api<{ id: number }>(server, 'PUT', '/api/paquetes/addPaquete', { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: disciplinaId }, owner.token);
    await api(server, 'POST', '/api/paquetes/assignPackageToUser', { clerkUserId: ana.userId, paqueteId: pkg.id }, owner.token);
    const agenda = await api<Occurrence[]>(server, 'GET', '/api/horarios/getCuposDisponibles', undefined, ana.token);
    const later = agenda.find((o) => o.disciplina === 'Yoga' && o.fecha > studioToday(server.clock));
    if (!later) throw new Error(`The agenda has no Yoga class after today: ${JSON.stringify(agenda)}`);
    yoga = later;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the owner closes a holiday and the booked member sees the cancellation and the credit back live', async () => {
    await api(server, 'POST', '/api/reservas/addReserva', { fecha: yoga.fecha, horario_id: yoga.horario_id }, ana.token);

    // Ana has the agenda open on her phone, with the class booked and 7 credits left.
    const member = await newPage(browser, server.baseUrl, PHONE);
    await signIn(member.page, ana);
    const socket = member.page.waitForEvent('websocket');
    await member.page.goto('/turnos');
    await socket;
    const slot = agendaSlotButton(member.page, yoga, server.clock);
    await expect.poll(() => slot.getAttribute('aria-label')).toMatch(/reservado \(cancelar\)$/);
    expect(await slot.textContent()).toContain('45 min · Marta Ruiz');
    await member.page.getByText('7 créditos disponibles').waitFor();
    await member.page.evaluate(() => Object.assign(window, { sinRecargar: true }));

    // The owner closes that day from Horarios on a desktop.
    const admin = await newPage(browser, server.baseUrl, DESKTOP);
    await signIn(admin.page, owner);
    await admin.page.goto('/admin/horarios');
    const card = admin.page.getByRole('region', { name: 'Feriados y cambios' });
    await card.getByRole('button', { name: 'Cerrar un día' }).click();
    const form = admin.page.getByRole('form', { name: 'Cerrar un día' });
    await form.getByLabel('Fecha').fill(yoga.fecha);
    await form.getByLabel('Motivo (lo ven los socios)').fill('Feriado nacional');
    await screenshot(admin.page, 'calendar-close-day-desktop');
    await form.getByRole('button', { name: 'Cerrar el día' }).click();
    // Before the day closes, the owner reads who is booked that day and what they get.
    const confirm = admin.page.getByRole('dialog', { name: '¿Estás seguro?' });
    await confirm.getByText('Hay 1 socio anotado: Ana Gómez. Le avisamos y le devolvemos el crédito.').waitFor();
    await screenshot(admin.page, 'calendar-close-day-confirm-desktop');
    await confirm.getByRole('button', { name: 'Sí, cerrar el día' }).click();
    await admin.page.getByRole('status').getByText('Listo: cancelamos 1 reserva. Avisamos a cada socio y les devolvimos el crédito.').waitFor();
    await admin.page.getByRole('button', { name: 'Entendido' }).click();
    const dd = `${yoga.fecha.slice(8, 10)}/${yoga.fecha.slice(5, 7)}`;
    await card.getByRole('list', { name: 'Próximos cambios' }).getByText(`${dd} · Estudio cerrado`).waitFor();
    await screenshot(admin.page, 'calendar-horarios-desktop');
    await admin.page.setViewportSize(PHONE);
    await screenshot(admin.page, 'calendar-horarios-phone');
    await card.scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'calendar-feriados-phone');

    // Ana's open agenda, without a reload: the notice, the class cancelled with the motivo, the credit back.
    const notice = member.page.getByRole('region', { name: 'Clase cancelada' });
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toContain(`a las ${yoga.hora} (Feriado nacional). Te devolvimos el crédito.`);
    await expect.poll(() => slot.getAttribute('aria-label')).toMatch(/estudio cerrado$/);
    await member.page.getByText('8 créditos disponibles').waitFor();
    // The closed day gives its reason once, not under each class.
    const closedDay = member.page.getByRole('region', { name: dayCardLabel(yoga.fecha, server.clock), exact: true });
    await closedDay.getByText('Cerrado: Feriado nacional').waitFor();
    expect(await closedDay.getByText('Feriado nacional', { exact: false }).count()).toBe(1);
    expect(await member.page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
    await screenshot(member.page, 'calendar-member-notice-phone');
    await notice.getByRole('button', { name: 'Cerrar aviso' }).click();
    await slot.scrollIntoViewIfNeeded();
    await screenshot(member.page, 'calendar-agenda-closed-phone');
    await member.page.setViewportSize(DESKTOP);
    await slot.scrollIntoViewIfNeeded();
    await screenshot(member.page, 'calendar-agenda-closed-desktop');

    // Booking the closed day is refused with the studio's words.
    const refused = await fetch(`${server.baseUrl}/api/reservas/addReserva`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ana.token}` },
      body: JSON.stringify({ fecha: yoga.fecha, horario_id: yoga.horario_id }),
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'STUDIO_CLOSED', detail: 'El estudio está cerrado ese día (Feriado nacional). Elige otra fecha.' });
    await admin.context.close();
    await member.context.close();
  });
});
