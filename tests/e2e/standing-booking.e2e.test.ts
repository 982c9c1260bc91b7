import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { agendaSlotButton, dayCardLabel, startStudioInBrowser, type AgendaClass, type StudioInBrowser } from '../support/studio-in-browser';

// The server runs on the real clock: a Funcional class late every night, so the agenda always holds one ahead.
const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
};
const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

let studio: StudioInBrowser<keyof typeof people>;
let funcional: AgendaClass;

describe('turnos fijos, as a member sets one', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people });
    await studio.addSlotEveryDay({ disciplina_id: await studio.addDiscipline('Funcional'), hora: '23:30', cupo_maximo: 10 });
    await studio.assignPackage([studio.accounts.ana], await studio.addPackage());
    funcional = await studio.findInAgenda(studio.accounts.ana, (o) => o.disciplina === 'Funcional', 'Funcional class');
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('books a class, makes it "todas las semanas", sees the booking and the turno fijo in Mis Turnos (and staff in the audit)', async () => {
    const { context, page } = await studio.signedInPage(studio.accounts.ana, PHONE);
    await page.getByRole('link', { name: /Mis Turnos/ }).click();
    await page.getByRole('heading', { name: 'Turnos', exact: true }).waitFor();

    await agendaSlotButton(page, funcional).click();
    const confirm = page.getByRole('dialog', { name: 'Reservar turno' });
    await confirm.getByRole('button', { name: 'Reservar' }).click();

    const done = page.getByRole('dialog', { name: 'Reserva Confirmada' });
    await done.getByRole('button', { name: 'Repetir todas las semanas' }).waitFor();
    await screenshot(page, 'standing-booking-offer-phone');
    await done.getByRole('button', { name: 'Repetir todas las semanas' }).click();
    await done.getByText('Es tu turno fijo: la reservamos todas las semanas.').waitFor();
    await screenshot(page, 'standing-booking-set-phone');
    await done.getByRole('button', { name: 'Aceptar' }).click();

    await page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Principal' }).click();
    const upcoming = page.getByRole('list', { name: 'Próximos turnos' });
    await upcoming.getByRole('listitem').first().waitFor();
    expect(await upcoming.getByRole('listitem').allTextContents()).toEqual([`${dayCardLabel(funcional.fecha)}${funcional.hora} · Funcional60 minCancelar`]);
    const weekday = WEEKDAYS[new Date(`${funcional.fecha}T12:00:00Z`).getUTCDay()];
    const fixed = page.getByRole('region', { name: 'Turnos fijos' });
    await fixed.getByRole('listitem').first().waitFor();
    expect(await fixed.getByRole('listitem').allTextContents()).toEqual([`${weekday} 23:30 · Funcional Quitar`]);
    await screenshotPhoneAndDesktop(page, 'standing-booking-home');

    // Staff see it where they see the member's bookings (booking audit, Por socio).
    const staff = await studio.signedInPage(studio.accounts.admin, DESKTOP);
    await staff.page.goto(`/admin/reservas?usuario=${studio.accounts.ana.userId}`);
    await staff.page.getByText(`Turnos fijos: ${weekday} 23:30 · Funcional`).waitFor();
    await screenshotPhoneAndDesktop(staff.page, 'standing-booking-audit');
    await staff.context.close();

    await fixed.getByRole('button', { name: `Quitar turno fijo ${weekday} 23:30` }).click();
    await fixed.waitFor({ state: 'detached' });
    expect(await upcoming.getByRole('listitem').count()).toBe(1); // the booking made stays
    await context.close();
  });
});
