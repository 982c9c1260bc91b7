import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { signIn, type Account } from '../support/e2e-people';
import { startStudioInBrowser, type AgendaClass, type StudioInBrowser } from '../support/studio-in-browser';

// Server and browsers live at TEST_NOW (a Monday, noon): slots exist on every weekday late at night, so the agenda
// (today → horizon) holds occurrences later than now, today's first.
const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bruno: { firstName: 'Bruno', lastName: 'Paz', email: 'bruno@pulso.test', password: 'remo2026x' },
  carla: { firstName: 'Carla', lastName: 'Ruiz', email: 'carla@pulso.test', password: 'burpee2026' },
};

let studio: StudioInBrowser<keyof typeof people>;
let members: Record<'ana' | 'bruno' | 'carla', Account>;
let funcional: AgendaClass;
let yogaLastPlace: AgendaClass;

describe('booking turnos, as members do it', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people });
    const { ana, bruno, carla } = studio.accounts;
    members = { ana, bruno, carla };

    for (const [nombre, hora, cupo_maximo] of [['Funcional', '23:30', 10], ['Yoga', '23:15', 1]] as const) {
      await studio.addSlotEveryDay({ disciplina_id: await studio.addDiscipline(nombre), hora, cupo_maximo });
    }
    await studio.assignPackage(Object.values(members), await studio.addPackage());
    const first = (nombre: string) => studio.findInAgenda(members.ana, (o) => o.disciplina === nombre, `${nombre} class`);
    funcional = await first('Funcional');
    yogaLastPlace = await first('Yoga');
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('on a phone, a member books from the agenda, sees it in Mis Turnos, cancels it there, and gets the credit back', async () => {
    const { context, page } = await studio.signedInPage(members.ana, PHONE);
    await page.getByText('No tienes turnos reservados').waitFor();
    await screenshot(page, 'booking-home-empty-phone');

    // Nothing booked: Mis Turnos leads to the agenda.
    await page.getByRole('link', { name: 'Reservar un turno' }).click();
    await page.getByRole('heading', { name: 'Turnos', exact: true }).waitFor();
    await page.getByText('8 créditos disponibles').waitFor();
    await screenshot(page, 'booking-agenda-phone');

    await studio.slotButton(page, funcional).click();
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
    expect(await studio.slotButton(page, funcional).getAttribute('aria-label')).toContain('reservado');
    expect(await studio.creditsOf(members.ana)).toBe(7);
    await screenshot(page, 'booking-booked-phone');

    await page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Principal' }).click();
    const upcoming = page.getByRole('list', { name: 'Próximos turnos' });
    const label = studio.dayCardLabel(funcional.fecha);
    await upcoming.getByRole('listitem').first().waitFor();
    expect(await upcoming.getByRole('listitem').allTextContents()).toEqual([`${label}${funcional.hora} · Funcional60 minCancelar`]);
    await screenshot(page, 'booking-home-phone');

    await upcoming.getByRole('button', { name: `Cancelar turno ${label.toLowerCase()} ${funcional.hora}` }).click();
    const ask = page.getByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
    await ask.getByRole('button', { name: 'Cancelar Turno' }).click();
    const cancelled = page.getByRole('dialog', { name: 'Turno cancelado' });
    await cancelled.getByText('Tu turno fue cancelado correctamente.').waitFor();
    await cancelled.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('No tienes turnos reservados').waitFor();
    expect(await studio.creditsOf(members.ana)).toBe(8);

    await page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Turnos' }).click();
    await page.getByText('8 créditos disponibles').waitFor();
    // The agenda shows what it had cached at once and refetches behind it: wait for the fresh places.
    await expect.poll(() => studio.slotButton(page, funcional).getAttribute('aria-label')).toMatch(/10 cupos$/);
    await context.close();
  });

  it('two members on the agenda: one takes the last place, the other sees the class turn Completo without reloading', async () => {
    const first = await studio.newPage(DESKTOP);
    const second = await studio.newPage(PHONE);
    await signIn(first.page, members.bruno);
    await signIn(second.page, members.carla);
    for (const { page } of [first, second]) {
      const socket = page.waitForEvent('websocket');
      await page.goto('/turnos');
      await socket;
      await studio.slotButton(page, yogaLastPlace).waitFor();
    }
    expect(yogaLastPlace.cupo_disponible).toBe(1);
    // Marks this document: a reload would lose it.
    await second.page.evaluate(() => Object.assign(window, { sinRecargar: true }));
    expect(await studio.slotButton(second.page, yogaLastPlace).getAttribute('aria-label')).toMatch(/1 cupo$/);

    await studio.slotButton(first.page, yogaLastPlace).click();
    await first.page.getByRole('dialog', { name: 'Reservar turno' }).getByRole('button', { name: 'Reservar' }).click();
    await first.page.getByRole('dialog', { name: 'Reserva Confirmada' }).waitFor();
    await first.page.getByRole('button', { name: 'Aceptar' }).click();
    expect(await studio.slotButton(first.page, yogaLastPlace).getAttribute('aria-label')).toContain('reservado');
    await screenshot(first.page, 'booking-last-place-desktop');

    // A full class stays on the agenda, as Completo with its waitlist.
    await expect.poll(() => studio.slotButton(second.page, yogaLastPlace).getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/completo/);
    expect(await second.page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
    await screenshot(second.page, 'booking-slot-gone-phone');

    await first.context.close();
    await second.context.close();
  });

  it('someone signed in without a package (here the owner) reads the timetable and is told where to get a package', async () => {
    for (const [viewport, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      const { context, page } = await studio.signedInPage(studio.accounts.admin, viewport);
      await page.goto('/turnos');
      const notice = page.getByRole('status', { name: 'Sin paquete' });
      await notice.getByText('para reservar necesitas un paquete', { exact: false }).waitFor();
      expect(await notice.getByRole('link', { name: 'Ver paquetes disponibles' }).getAttribute('href')).toBe('/paquetes');
      const slot = studio.slotButton(page, funcional);
      await expect.poll(() => slot.getAttribute('aria-label')).toMatch(/necesitas un paquete para reservar$/);
      expect(await slot.getAttribute('aria-disabled')).toBe('true');
      await screenshot(page, `booking-no-package-agenda-${name}`);
      await context.close();
    }
  });
});
