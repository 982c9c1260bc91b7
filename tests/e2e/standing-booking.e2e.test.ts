import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../domain/time/clock';
import { DESKTOP, PHONE, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { signIn } from '../support/e2e-people';
import { agendaHorizonEnd } from '../../domain/booking/agenda-horizon';
import { startStudioInBrowser, type AgendaClass, type StudioInBrowser } from '../support/studio-in-browser';
import { addDays } from '../support/test-clock';

// Server and browsers live at TEST_NOW (a Monday, noon): a Funcional class late every night, so the agenda holds one
// ahead, today's first.
const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bea: { firstName: 'Bea', lastName: 'Ruiz', email: 'bea@pulso.test', password: 'remo2026x' },
};
const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const weekdayOf = (fecha: string) => WEEKDAYS[new Date(`${fecha}T12:00:00Z`).getUTCDay()]!;

/** The class's date and the same weekday's later ones the agenda already opens (no booking window: up to its horizon). */
function openWeeks(fecha: string, today: string): string[] {
  const weeks: string[] = [];
  for (let d = new Date(`${fecha}T12:00:00Z`); d.toISOString().slice(0, 10) <= agendaHorizonEnd(today); d.setUTCDate(d.getUTCDate() + 7)) {
    weeks.push(d.toISOString().slice(0, 10));
  }
  return weeks;
}

let studio: StudioInBrowser<keyof typeof people>;
let funcional: AgendaClass;

describe('turnos fijos, as a member sets one', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people });
    await studio.addSlotEveryDay({ disciplina_id: await studio.addDiscipline('Funcional'), hora: '23:30', cupo_maximo: 10 });
    // Valid through the agenda's horizon (a package ends as its valido_hasta day begins, so the day after): from the
    // 27th the horizon opens the next month too, past a default package's month.
    const paqueteId = await studio.addPackage();
    const validoHasta = addDays(agendaHorizonEnd(studio.today()), 1);
    for (const member of [studio.accounts.ana, studio.accounts.bea]) {
      await studio.api('POST', '/api/paquetes/assignPackageToUser', { clerkUserId: member.userId, paqueteId, validoHasta, motivo: 'Pagó hasta fin del mes que viene' }, studio.accounts.admin.token);
    }
    funcional = await studio.findInAgenda(studio.accounts.ana, (o) => o.disciplina === 'Funcional', 'Funcional class');
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('books a class, makes it "todas las semanas", sees the booking and the turno fijo in Mis Turnos (and staff in the audit)', async () => {
    const { context, page } = await studio.signedInPage(studio.accounts.ana, PHONE);
    await page.getByRole('link', { name: /Mis Turnos/ }).click();
    await page.getByRole('heading', { name: 'Turnos', exact: true }).waitFor();

    await studio.slotButton(page, funcional).click();
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
    // The class booked, and at once the later weeks already open for booking (the turno fijo books them as it is set).
    const upcoming = page.getByRole('list', { name: 'Próximos turnos' });
    await upcoming.getByRole('listitem').first().waitFor();
    const weeks = openWeeks(funcional.fecha, studio.today());
    expect(await upcoming.getByRole('listitem').allTextContents()).toEqual(weeks.map((fecha) => `${studio.dayCardLabel(fecha)}${funcional.hora} · Funcional60 minCancelar`));
    const weekday = weekdayOf(funcional.fecha);
    const fixed = page.getByRole('region', { name: 'Turnos fijos' });
    await fixed.getByRole('listitem').first().waitFor();
    expect(await fixed.getByRole('listitem').allTextContents()).toEqual([`${weekday} 23:30 · Funcional Quitar`]);
    await screenshotPhoneAndDesktop(page, 'standing-booking-home');

    // Staff see it where they see the member's bookings (booking audit, Por socio).
    const staff = await studio.signedInPage(studio.accounts.admin, DESKTOP);
    await staff.page.goto(`/admin/reservas?usuario=${studio.accounts.ana.userId}`);
    await staff.page.getByText(`Turnos fijos: ${weekday.toLowerCase()} 23:30 · Funcional`).waitFor();
    await screenshotPhoneAndDesktop(staff.page, 'standing-booking-audit');
    await staff.context.close();

    await fixed.getByRole('button', { name: `Quitar turno fijo ${weekday} 23:30` }).click();
    await fixed.waitFor({ state: 'detached' });
    expect(await upcoming.getByRole('listitem').count()).toBe(weeks.length); // the bookings made stay
    await context.close();
  });

  it('tells the member at once when the studio removes their turno fijo\'s class, and the turno fijo is gone', async () => {
    const { bea, admin } = studio.accounts;
    const other = await studio.findInAgenda(bea, (o) => o.disciplina === 'Funcional' && o.horario_id !== funcional.horario_id, 'another Funcional class');
    await studio.api('POST', '/api/reservas/turnoFijo', { horario_id: other.horario_id }, bea.token);
    const { context, page } = await studio.signedInPage(bea, PHONE);
    const fixed = page.getByRole('region', { name: 'Turnos fijos' });
    await fixed.getByRole('listitem').first().waitFor();

    await studio.api('POST', '/api/horarios/deleteHorario', { id: other.horario_id }, admin.token);
    const notice = page.getByRole('region', { name: 'Tu turno fijo terminó' });
    await notice.waitFor();
    const days = weekdayOf(other.fecha).toLowerCase().replace(/o$/, 'os'); // los martes, los sábados
    expect(await notice.textContent()).toContain(`El estudio quitó del horario la clase de Funcional de los ${days} a las 23:30, así que ya no es tu turno fijo.`);
    await fixed.waitFor({ state: 'detached' });
    await screenshotPhoneAndDesktop(page, 'standing-booking-slot-removed');
    await context.close();
  });
});

// On the 27th the agenda opens the next month too (docs/product.md §4), so setting a turno fijo books several weeks at once: the
// server and the browser both stop at Friday 27 November 2026, noon in the studio.
describe('turnos fijos, the weeks booked as it is set', () => {
  const NOW = new Date('2026-11-27T12:00:00-03:00');
  let later: StudioInBrowser<'admin' | 'ana'>;

  beforeAll(async () => {
    later = await startStudioInBrowser({ people: { admin: people.admin, ana: people.ana }, clock: fixedClock(NOW) });
    await later.addSlotEveryDay({ disciplina_id: await later.addDiscipline('Funcional'), hora: '23:30', cupo_maximo: 10 });
    const paqueteId = await later.addPackage();
    await later.api('POST', '/api/paquetes/assignPackageToUser', { clerkUserId: later.accounts.ana.userId, paqueteId, validoHasta: '2026-12-31', motivo: 'Pagó el mes de diciembre' }, later.accounts.admin.token);
  });

  afterAll(async () => {
    await later?.close();
  });

  it('names the later weeks it booked in the confirmation, es-AR dates', async () => {
    const { context, page } = await later.newPage(PHONE);
    await context.clock.setFixedTime(NOW);
    await signIn(page, later.accounts.ana);
    await page.getByRole('link', { name: /Mis Turnos/ }).click();
    await page.getByRole('region', { name: 'Hoy', exact: true }).getByRole('button', { name: /^23:30 Funcional,/ }).click();
    await page.getByRole('dialog', { name: 'Reservar turno' }).getByRole('button', { name: 'Reservar' }).click();
    const done = page.getByRole('dialog', { name: 'Reserva Confirmada' });
    await done.getByRole('button', { name: 'Repetir todas las semanas' }).click();

    // The horizon runs to 30 December: every later Friday of it, not today's class (the one on screen).
    const confirmation = done.getByRole('status');
    await confirmation.getByText('Es tu turno fijo: la reservamos todas las semanas.').waitFor();
    await confirmation.getByText('También reservamos: viernes 04/12, viernes 11/12, viernes 18/12 y viernes 25/12.', { exact: true }).waitFor();
    const mine = await later.api<{ fecha: string; estado: string }[]>('POST', '/api/reservas/getReservasByIdUsr', {}, later.accounts.ana.token);
    expect(mine.filter((b) => b.estado === 'reservado').map((b) => b.fecha).sort()).toEqual(['2026-11-27', '2026-12-04', '2026-12-11', '2026-12-18', '2026-12-25']);
    await screenshot(page, 'standing-booking-weeks-booked-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'standing-booking-weeks-booked-desktop');
    await context.close();
  });
});
