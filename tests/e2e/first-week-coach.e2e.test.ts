import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PHONE, screenshotPhoneAndDesktop } from '../support/browser';
import type { Account } from '../support/e2e-people';
import { openFromNav, signOutOnPhone } from '../support/nav';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';
import { testClock } from '../support/test-clock';

// Sofía's first week as the studio's coach, on her phone and through the screens alone. The owner (Leo) made her
// Profesor and set the week up through the API: Monday's 08:00 Funcional (nobody came), Monday's 18:00 with Ana and
// Bruno, Tuesday's 19:00 with Carla, and an empty group for the evening plan. She starts on Monday 16 November 2026 at
// noon, with the morning's class over and the evening's to come, and comes back on Tuesday before her 19:00 class.
const clock = testClock('2026-11-16T12:00:00-03:00');
const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';

const people = {
  owner: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  coach: { firstName: 'Sofía', lastName: 'Ruiz', email: 'sofia@pulso.test', password: 'burpees2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bruno: { firstName: 'Bruno', lastName: 'Paz', email: 'bruno@pulso.test', password: 'estocada7' },
  carla: { firstName: 'Carla', lastName: 'Sosa', email: 'carla@pulso.test', password: 'plancha77' },
};

let studio: StudioInBrowser<keyof typeof people>;
let coach: Account;
let ana: Account;

/** Where a control is drawn, to tell whether it fits its card and the phone. */
const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator.toString()} is not drawn`);
  return b;
};

/** Every screen's two sizes, then back to the phone the journey lives on. */
async function look(page: Page, name: string): Promise<void> {
  await screenshotPhoneAndDesktop(page, name);
  await page.setViewportSize(PHONE);
}

describe("a coach's first week, on her phone", () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people, clock });
    const { owner, bruno, carla } = studio.accounts;
    ({ coach, ana } = studio.accounts);
    await studio.api('POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }, owner.token);
    const disciplina_id = await studio.addDiscipline('Funcional');
    const slot = async (dia_semana: string, hora: string) =>
      (await studio.api<{ id: number }>('POST', '/api/horarios/addHorario', { id: 0, dia_semana, hora, disciplina_id, cupo_maximo: 8 }, owner.token)).id;
    await slot('Lunes', '08:00');
    const mondayEvening = await slot('Lunes', '18:00');
    const tuesdayEvening = await slot('Martes', '19:00');
    await studio.assignPackage([ana, bruno, carla], await studio.addPackage({ disciplina_id }));
    for (const member of [ana, bruno]) await studio.api('POST', '/api/reservas/addReserva', { fecha: MONDAY, horario_id: mondayEvening }, member.token);
    await studio.api('POST', '/api/reservas/addReserva', { fecha: TUESDAY, horario_id: tuesdayEvening }, carla.token);
    await studio.api('POST', '/api/user/addGrupo', { nombre: 'Turno noche' }, owner.token);
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('reads her classes and rosters, gives a plan to a group after filling it, grows the library, and never reaches money', async () => {
    const { page } = await studio.signedInPage(people.coach);

    // Monday, home: the evening's class with who comes, the next day's too; no member cards.
    const today = page.getByRole('list', { name: 'Clases de hoy' });
    await today.getByRole('list', { name: 'Anotados a Funcional 18:00' }).waitFor();
    expect(await today.getByRole('list', { name: 'Anotados a Funcional 18:00' }).getByRole('listitem').allInnerTexts()).toEqual(['Ana Gómez', 'Bruno Paz']);
    expect(await today.getByRole('listitem', { name: 'Funcional 08:00' }).count()).toBe(0);
    await page.getByText('1 clase terminada hoy.').waitFor();
    const next = page.getByRole('list', { name: 'Próximas clases' });
    expect(await next.getByRole('list', { name: 'Anotados a Funcional 19:00' }).innerText()).toBe('Carla Sosa');
    await page.getByText('martes 17 de noviembre').waitFor();
    for (const memberText of ['Mis Turnos', 'Mis Planificaciones', 'Entrenar hoy', 'necesitas un paquete']) {
      expect(await page.getByText(memberText).count(), memberText).toBe(0);
    }

    // Her tabs: Principal, Turnos, Clases, Planes (Crear planificaciones) and Más, each a 44 px target.
    const dock = page.getByRole('navigation', { name: 'Accesos rápidos' });
    const tabs = await dock.getByRole('link').evaluateAll((links) =>
      links.map((a) => {
        const r = a.getBoundingClientRect();
        return { name: a.getAttribute('aria-label'), text: a.textContent?.trim(), big: r.width >= 44 && r.height >= 44 };
      }),
    );
    expect(tabs).toEqual([
      { name: 'Principal', text: 'Principal', big: true },
      { name: 'Turnos', text: 'Turnos', big: true },
      { name: 'Clases', text: 'Clases', big: true },
      { name: 'Crear planificaciones', text: 'Planes', big: true },
    ]);
    const more = await box(dock.getByRole('button', { name: 'Más' }));
    expect(Math.min(more.width, more.height)).toBeGreaterThanOrEqual(44);
    await look(page, 'coach-week-home');

    // Clases opens on the class to come; the morning's, over with nobody, folds behind a button.
    await dock.getByRole('link', { name: 'Clases', exact: true }).click();
    await page.getByRole('heading', { name: 'Clases', exact: true }).waitFor();
    // The day reads in sentence case, as drawn (innerText applies the CSS): not "Hoy, Lunes 16/11".
    expect(await page.getByRole('heading', { name: 'Hoy, lunes 16/11' }).innerText()).toBe('Hoy, lunes 16/11');
    const evening = page.getByRole('region', { name: 'Clase de Funcional 18:00' });
    await evening.getByRole('button', { name: /^Ana Gómez/ }).waitFor();
    const morning = page.getByRole('region', { name: 'Clase de Funcional 08:00' });
    expect(await morning.count()).toBe(0);
    await look(page, 'coach-week-console');
    await page.getByRole('button', { name: 'Ver 1 clase terminada' }).click();
    await morning.getByText('Nadie se anotó.').waitFor();
    expect(await page.getByRole('button', { name: 'Ocultar 1 clase terminada' }).getAttribute('aria-expanded')).toBe('true');
    await morning.scrollIntoViewIfNeeded();
    await look(page, 'coach-week-console-finished');

    // Planificaciones: a new plan's card shows each action with its caption, and Editar, inside the card.
    await openFromNav(page, 'Crear planificaciones');
    await page.getByLabel('Nombre de la nueva planificación').fill('Fuerza noche');
    await page.getByRole('button', { name: 'Crear planificación' }).click();
    const card = page.getByRole('list', { name: 'Planificaciones' }).getByRole('listitem').filter({ hasText: 'Fuerza noche' }).first();
    await card.getByRole('button', { name: 'Dar Fuerza noche a un grupo' }).and(page.locator(':enabled')).waitFor();
    for (const caption of ['Visible', 'Asignados', 'A un grupo', 'Duplicar', 'Eliminar']) {
      expect(await card.getByText(caption, { exact: true }).isVisible(), caption).toBe(true);
    }
    const [cardBox, editBox] = [await box(card), await box(card.getByRole('button', { name: 'Editar', exact: true }))];
    expect(editBox.x).toBeGreaterThanOrEqual(cardBox.x);
    expect(editBox.x + editBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(editBox.y + editBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(editBox.height).toBeGreaterThanOrEqual(44);
    await look(page, 'coach-week-plans');

    // Giving it to the evening group warns that nobody is in it; Agregar socios lets her add Ana, then it goes.
    await card.getByRole('button', { name: 'Dar Fuerza noche a un grupo' }).click();
    const give = page.getByRole('dialog', { name: 'Dar Fuerza noche a un grupo' });
    await give.getByText('El grupo no tiene socios: nadie recibirá el plan.', { exact: false }).waitFor();
    await look(page, 'coach-week-group-empty');
    await give.getByRole('link', { name: 'Agregar socios' }).click();
    const group = page.getByRole('dialog', { name: 'Turno noche' });
    await group.getByRole('button', { name: /Agregar usuarios/ }).click();
    const picker = page.getByRole('dialog', { name: 'Agregar usuarios a Turno noche' });
    await picker.getByRole('checkbox', { name: /Ana Gómez/ }).check();
    await picker.getByRole('button', { name: 'Agregar usuarios' }).click();
    await group.getByRole('list', { name: 'Socios del grupo' }).getByText('Ana Gómez').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Planificaciones' }).first().click();
    await page.getByRole('button', { name: 'Dar Fuerza noche a un grupo' }).click();
    await give.getByRole('option', { name: 'Turno noche · 1 socio' }).waitFor({ state: 'attached' });
    expect(await give.getByText(/El grupo no tiene socios/).count()).toBe(0);
    await give.getByRole('button', { name: 'Asignar', exact: true }).click();
    await give.getByText('Listo: la planificación quedó vinculada al grupo.').waitFor();
    await page.keyboard.press('Escape');
    const plans = await studio.api<{ nombre: string }[]>('POST', '/api/planificaciones/getPlanificacionesSummaryByIdUsr', { clerkUserId: ana.userId }, studio.accounts.owner.token);
    expect(plans.map((p) => p.nombre)).toEqual(['Fuerza noche']);

    // The exercise library, empty on a new studio: Agregar names a new exercise and it is listed.
    await page.getByRole('link', { name: 'Biblioteca de ejercicios' }).click();
    await page.getByText('Todavía no hay ejercicios en la biblioteca', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Agregar', exact: true }).click();
    const form = page.getByRole('form', { name: 'Nuevo ejercicio' });
    await form.getByLabel('Nombre').fill('Peso muerto rumano');
    await form.getByLabel('Notas').fill('Cadera atrás, espalda neutra.');
    await form.getByRole('button', { name: 'Agregar' }).click();
    const library = page.getByRole('list', { name: 'Ejercicios de la biblioteca' });
    await library.getByRole('listitem', { name: 'Peso muerto rumano' }).getByText('Cadera atrás, espalda neutra.').waitFor();
    await look(page, 'coach-week-library');

    // Tuesday, ten minutes before her 19:00 class: home shows it with Carla, the console opens on it and one tap
    // checks her in.
    clock.set(`${TUESDAY}T18:50:00-03:00`);
    await dock.getByRole('link', { name: 'Principal', exact: true }).click();
    await today.getByRole('list', { name: 'Anotados a Funcional 19:00' }).getByText('Carla Sosa').waitFor();
    await dock.getByRole('link', { name: 'Clases', exact: true }).click();
    expect(await page.getByRole('heading', { name: 'Hoy, martes 17/11' }).innerText()).toBe('Hoy, martes 17/11');
    const tuesday = page.getByRole('region', { name: 'Clase de Funcional 19:00' });
    await tuesday.getByRole('button', { name: /^Carla Sosa/ }).click();
    await expect.poll(() => tuesday.getByRole('button', { name: /^Carla Sosa/ }).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    await tuesday.getByText('1/8 anotados · 1 presente').waitFor();
    await look(page, 'coach-week-check-in');

    // No money: her nav has no Admin nor Reportes, and Usuarios, opened by its address, is denied.
    await dock.getByRole('button', { name: 'Más' }).click();
    const links = await page.locator('nav a[href]').evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
    expect(links.filter((href) => href.startsWith('/admin') || href.startsWith('/dashboard'))).toEqual([]);
    await page.goto('/admin/usuarios');
    await page.getByRole('heading', { name: 'Acceso denegado' }).waitFor();
    await page.getByText('Esta sección es solo para administradores.').waitFor();
    await look(page, 'coach-week-access-denied');
    await signOutOnPhone(page);
  });
});
