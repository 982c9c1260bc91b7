import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../domain/catalog/weekdays';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import type { Account } from '../support/e2e-people';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';
import { studioDay, testClock } from '../support/test-clock';

// Server and browsers live on Monday 16 November 2026 at 08:00, with
// a 20:00 Funcional class whose discipline cancels free until 6 hours before, with no free late cancellations. Ana
// books it; at 16:00 cancelling is late.
const clock = testClock('2026-11-16T08:00:00-03:00');
const today = studioDay(clock);
const weekdayOf = (fecha: string) => WEEKDAYS[(new Date(`${fecha}T12:00:00Z`).getUTCDay() + 6) % 7]!;
const weekday = weekdayOf(today);
const shiftDay = (fecha: string, days: number) => new Date(Date.parse(`${fecha}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const people = {
  owner: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bruno: { firstName: 'Bruno', lastName: 'Paz', email: 'bruno@pulso.test', password: 'estocada7' },
};

let studio: StudioInBrowser<'owner' | 'ana'>;
let owner: Account;
let ana: Account;
let disciplinaId: number;
let slotId: number;
let packageId: number;

describe('booking policy: the member sees what a late cancellation costs', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people: { owner: people.owner, ana: people.ana }, clock });
    ({ owner, ana } = studio.accounts);
    disciplinaId = await studio.addDiscipline('Funcional');
    ({ id: slotId } = await studio.api<{ id: number }>('POST', '/api/horarios/addHorario', { id: 0, dia_semana: weekday, hora: '20:00', disciplina_id: disciplinaId, cupo_maximo: 8 }, owner.token));
    packageId = await studio.addPackage({ disciplina_id: disciplinaId });
    await studio.assignPackage([ana], packageId);
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('on a desktop, the owner sets the discipline\'s booking policy', async () => {
    const { context, page } = await studio.signedInPage(owner, DESKTOP);
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
    const list = await studio.api<Array<{ id: number; cancelacion_gratis_horas_antes: number | null; lista_espera_automatica_minutos_antes: number }>>('GET', '/api/disciplinas/getDisciplinas', undefined, owner.token);
    expect(list.find((d) => d.id === disciplinaId)).toMatchObject({ cancelacion_gratis_horas_antes: 6, lista_espera_automatica_minutos_antes: 30 });
    await page.goto('/admin/paquetes');
    await page.getByRole('group', { name: 'Disciplinas' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Todas' }).isChecked()).toBe(true);
    await screenshot(page, 'booking-policy-package-form-desktop');
    await context.close();

    const phone = await studio.signedInPage(owner, PHONE);
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
    const booking = await studio.api<{ id: number }>('POST', '/api/reservas/addReserva', { fecha: today, horario_id: slotId }, ana.token);
    expect(booking.id).toBeGreaterThan(0);
    clock.set(`${today}T16:00:00-03:00`);

    const { context, page } = await studio.signedInPage(ana, PHONE);
    const upcoming = page.getByRole('list', { name: 'Próximos turnos' });
    await upcoming.getByRole('button', { name: /^Cancelar turno/ }).click();
    const ask = page.getByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
    await ask.getByText('Cancelar ahora no devuelve el crédito.', { exact: false }).waitFor();
    expect(await ask.textContent()).toContain('La cancelación sin costo era hasta');
    await screenshot(page, 'booking-policy-late-cancel-phone');
    await ask.getByRole('button', { name: 'Cancelar Turno' }).click();
    const cancelled = page.getByRole('dialog', { name: 'Turno cancelado' });
    await cancelled.getByRole('button', { name: 'Aceptar' }).click();
    expect(await studio.creditsOf(ana)).toBe(7);

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
      const { context, page } = await studio.signedInPage(owner, viewport);
      await page.goto(`/admin/reservas?fecha=${today}&clase=${slotId}`);
      const forfeit = page.getByText('Cancelación tardía: el crédito no se devolvió.').first();
      await forfeit.waitFor();
      await forfeit.scrollIntoViewIfNeeded();
      await screenshot(page, `booking-policy-audit-${name}`);
      await context.close();
    }
    const { context, page } = await studio.signedInPage(owner, PHONE);
    await page.goto(`/admin/reservas?fecha=${today}&clase=${slotId}`);
    await page.getByRole('button', { name: 'Devolver crédito a Ana Gómez' }).click();
    const dialog = page.getByRole('dialog', { name: 'Devolver crédito' });
    await dialog.getByLabel('Motivo').fill('Certificado médico');
    await screenshot(page, 'booking-policy-waive-phone');
    await dialog.getByRole('button', { name: 'Devolver crédito' }).click();
    await page.getByText('Cancelación tardía: crédito devuelto por excepción.').waitFor();
    await context.close();
    expect(await studio.creditsOf(ana)).toBe(8);

    const member = await studio.signedInPage(ana, DESKTOP);
    await member.page.goto('/paquetes');
    const history = member.page.getByRole('region', { name: 'Historial de créditos' });
    await history.getByText('Devolución por excepción: Certificado médico', { exact: false }).waitFor();
    await history.scrollIntoViewIfNeeded();
    await screenshot(member.page, 'booking-policy-ledger-desktop');
    await member.context.close();
  });

  it('credits first: the agenda marks a class the package does not include, and with no credits says so before any tap', async () => {
    clock.set(`${today}T08:00:00-03:00`);
    const { id: yoga } = await studio.api<{ id: number }>('POST', '/api/disciplinas/addDisciplina', { id: 0, nombre: 'Yoga' }, owner.token);
    await studio.api('POST', '/api/horarios/addHorario', { id: 0, dia_semana: weekday, hora: '19:00', disciplina_id: yoga, cupo_maximo: 8 }, owner.token);
    const bruno = await studio.signUp(people.bruno);
    await studio.assignPackage([bruno], packageId);

    // Funcional opens its bookings 3 days ahead: next week's class says when, before any tap.
    await studio.api('PUT', '/api/disciplinas/setPoliticaReservas', {
      id: disciplinaId, reservas_abren_dias_antes: 3, reservas_cierran_minutos_antes: 0, cancelacion_gratis_horas_antes: 6, cancelaciones_tardias_gratis_mes: 0, lista_espera_automatica_minutos_antes: 30,
    }, owner.token);
    const nextWeek = shiftDay(today, 7);
    const opensOn = shiftDay(today, 4);

    // At 08:00 on a phone the class of 20:00 cancels free until 14:00; at 16:00 on a desktop that time has passed.
    for (const [viewport, name, at, cancelNote] of [
      [PHONE, 'phone', '08:00', 'Puedes cancelar sin costo hasta hoy a las 14:00. Si cancelas después, pierdes el crédito.'],
      [DESKTOP, 'desktop', '16:00', 'Ya pasó el plazo para cancelar sin costo (era hasta hoy a las 14:00): si cancelas, pierdes el crédito.'],
    ] as const) {
      clock.set(`${today}T${at}:00-03:00`);
      const { context, page } = await studio.signedInPage(bruno, viewport);
      await page.goto('/turnos');
      const yogaSlot = page.getByRole('button', { name: /^19:00 Yoga, no incluida en tu paquete/ }).first();
      await yogaSlot.waitFor();
      expect(await yogaSlot.getAttribute('aria-disabled')).toBe('true');
      await screenshot(page, `booking-policy-not-included-${name}`);

      const later = studio.slotButton(page, { fecha: nextWeek, hora: '20:00', disciplina: 'Funcional' });
      await later.scrollIntoViewIfNeeded();
      expect(await later.textContent()).toContain(`Reservas desde el ${weekdayOf(opensOn).toLowerCase()} ${opensOn.slice(8, 10)}/${opensOn.slice(5, 7)}, 00:00`);
      expect(await later.getAttribute('aria-disabled')).toBe('true');
      await screenshot(page, `booking-policy-not-open-${name}`);
      // Today's card ends below its own classes: the taller day beside it does not stretch it (card padding: 16 px).
      const todayCard = page.getByRole('region', { name: 'Hoy', exact: true });
      const [cardBox, lastBox] = [await todayCard.boundingBox(), await todayCard.getByRole('button').last().boundingBox()];
      expect(cardBox!.y + cardBox!.height - (lastBox!.y + lastBox!.height)).toBeLessThan(24);

      await studio.slotButton(page, { fecha: today, hora: '20:00', disciplina: 'Funcional' }).click();
      const confirm = page.getByRole('dialog', { name: 'Reservar turno' });
      expect(await confirm.getByRole('note', { name: 'Cancelación' }).textContent()).toBe(cancelNote);
      await screenshot(page, `booking-policy-confirm-${name}`);
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await context.close();
    }

    await studio.api('POST', '/api/paquetes/adjustCredits', { clerkUserId: bruno.userId, delta: -8, reason: 'Prueba sin créditos' }, owner.token);
    for (const [viewport, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      const { context, page } = await studio.signedInPage(bruno, viewport);
      await page.goto('/turnos');
      await page.getByText('No tienes créditos disponibles').waitFor();
      expect(await page.getByRole('link', { name: 'Ver paquetes' }).getAttribute('href')).toBe('/paquetes');
      await page.getByRole('button', { name: /^20:00 Funcional, sin créditos/ }).first().waitFor();
      await screenshot(page, `booking-policy-no-credits-${name}`);
      await context.close();
    }
  });
});
