import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import type { Account } from '../support/e2e-people';
import { startStudioInBrowser, type AgendaClass, type StudioInBrowser } from '../support/studio-in-browser';
import { testClock } from '../support/test-clock';

// Server and browsers live on Tuesday 1 December 2026 at 15:42 (a 1st: the roster's dates need their leading zero),
// with a one-place class late at night on every weekday; the test picks one on a later day than today, so it is more
// than the promotion cutoff (2 hours) away.
const clock = testClock('2026-12-01T15:42:00-03:00');
const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bruno: { firstName: 'Bruno', lastName: 'Paz', email: 'bruno@pulso.test', password: 'remo2026x' },
};

let studio: StudioInBrowser<keyof typeof people>;
let admin: Account;
let ana: Account;
let bruno: Account;
let spinning: AgendaClass;

describe('the waitlist of a full class, as members live it', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people, clock });
    ({ admin, ana, bruno } = studio.accounts);
    const disciplina_id = await studio.addDiscipline('Spinning');
    await studio.addSlotEveryDay({ hora: '23:40', disciplina_id, cupo_maximo: 1 });
    await studio.assignPackage([ana, bruno], await studio.addPackage({ disciplina_id }));
    spinning = await studio.findInAgenda(ana, (o) => o.disciplina === 'Spinning' && o.fecha > studio.today(), 'Spinning class after today');
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('a member joins the list of a full class; another cancels; the first sees "Reserva confirmada" live and the class in Mis Turnos', async () => {
    const booked = await studio.api<{ id: number }>('POST', '/api/reservas/addReserva', { fecha: spinning.fecha, horario_id: spinning.horario_id }, ana.token);

    const { context, page } = await studio.signedInPage(bruno, PHONE);
    const socket = page.waitForEvent('websocket');
    await page.goto('/turnos');
    await socket;
    const slot = studio.slotButton(page, spinning);
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
    // How late he still wants to be booked: the class is at least 23 hours away, so 12 hours before has not passed.
    const until = ask.getByLabel('Resérvame automáticamente hasta');
    expect(await until.inputValue()).toBe('');
    await until.selectOption({ label: '12 horas antes de la clase' });
    await screenshot(page, 'waitlist-join-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'waitlist-join-desktop');
    await page.setViewportSize(PHONE);
    await ask.getByRole('button', { name: 'Unirme a la lista' }).click();
    const joined = page.getByRole('dialog', { name: 'Estás en la lista de espera' });
    await joined.getByText('Eres 1.º en la lista. Si se libera un lugar hasta 12 horas antes de la clase te reservamos', { exact: false }).waitFor();
    const entry = (await studio.api<Array<{ estado: string; promover_hasta_minutos?: number | null }>>('POST', '/api/reservas/getReservasByIdUsr', {}, bruno.token))
      .find((t) => t.estado === 'en_espera');
    expect(entry?.promover_hasta_minutos).toBe(720);
    await joined.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('Estás 1.º en la lista de espera').waitFor();
    expect(await studio.creditsOf(bruno)).toBe(8);
    await slot.scrollIntoViewIfNeeded();
    await screenshot(page, 'waitlist-position-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'waitlist-position-desktop');
    await page.setViewportSize(PHONE);

    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sinRecargar: true }));
    await studio.api('DELETE', '/api/reservas/deleteReserva', { id: booked.id }, ana.token);

    const notice = page.getByRole('region', { name: 'Reserva confirmada' });
    await notice.waitFor({ timeout: 10_000 });
    expect(await notice.textContent()).toContain(`a las ${spinning.hora} y ya es tuyo`);
    expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
    await expect.poll(() => slot.getAttribute('aria-label')).toMatch(/reservado \(cancelar\)$/);
    expect(await studio.creditsOf(bruno)).toBe(7);
    await screenshot(page, 'waitlist-promoted-phone');

    await notice.getByRole('link', { name: 'Ver Mis Turnos' }).click();
    const upcoming = page.getByRole('list', { name: 'Próximos turnos' });
    await upcoming.getByRole('listitem').first().waitFor();
    expect(await upcoming.getByRole('listitem').allTextContents()).toEqual([`${studio.dayCardLabel(spinning.fecha)}${spinning.hora} · Spinning60 minCancelar`]);
    await screenshot(page, 'waitlist-mis-turnos-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'waitlist-mis-turnos-desktop');
    await context.close();
  });

  it("the admin's roster shows the class's waitlist: who got the place and when", async () => {
    const { context, page } = await studio.signedInPage(admin, DESKTOP);
    await page.goto(`/admin/reservas?fecha=${spinning.fecha}&clase=${spinning.horario_id}`);
    const list = page.getByRole('list', { name: 'Lista de espera' });
    await list.getByRole('listitem').first().waitFor();
    const lines = await list.getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(1);
    // He joined and got the place at the clock's 15:42 of the 1st: day and month with two digits, as the full dates.
    expect(lines[0]).toMatch(/^Bruno PazReserva confirmada por la lista el 01\/12, 15:42Se anotó el 01\/12, 15:42/);
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
    await studio.api('POST', '/api/reservas/joinWaitlist', { fecha: spinning.fecha, horario_id: spinning.horario_id }, ana.token);
    const { context, page } = await studio.signedInPage(ana, DESKTOP);
    const upcoming = page.getByRole('list', { name: 'Próximos turnos' });
    const label = studio.dayCardLabel(spinning.fecha);
    await upcoming.getByText('En espera · 1.º en la lista', { exact: false }).waitFor();
    // She changes how late she still wants to be booked, right from her entry.
    const until = upcoming.getByLabel('Resérvame automáticamente hasta');
    expect(await until.inputValue()).toBe('');
    await until.selectOption({ label: '6 horas antes de la clase' });
    await expect
      .poll(async () => (await studio.api<Array<{ estado: string; promover_hasta_minutos?: number | null }>>('POST', '/api/reservas/getReservasByIdUsr', {}, ana.token))
        .find((t) => t.estado === 'en_espera')?.promover_hasta_minutos)
      .toBe(360);
    await expect.poll(() => until.isEnabled()).toBe(true);
    await screenshot(page, 'waitlist-home-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'waitlist-home-phone');

    await upcoming.getByRole('button', { name: `Salir de la lista de espera ${label.toLowerCase()} ${spinning.hora}` }).click();
    const ask = page.getByRole('dialog', { name: 'Salir de la lista de espera' });
    await ask.getByRole('button', { name: 'Salir de la lista' }).click();
    const done = page.getByRole('dialog', { name: 'Saliste de la lista de espera' });
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('No tienes turnos reservados').waitFor();
    const mine = await studio.api<{ estado: string }[]>('POST', '/api/reservas/getReservasByIdUsr', {}, ana.token);
    expect(mine.filter((entry) => entry.estado === 'en_espera')).toEqual([]);
    await context.close();
  });
});
