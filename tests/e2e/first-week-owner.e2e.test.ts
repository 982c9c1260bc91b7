import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PHONE, screenshotPhoneAndDesktop } from '../support/browser';
import { register } from '../support/e2e-people';
import { signOutOnPhone } from '../support/nav';
import { raster } from '../support/receipt-files';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';
import { addDays, testClock } from '../support/test-clock';

// The owner's first week on a phone, through the screens alone: she signs up first (so she is the studio's admin),
// builds the timetable, the package and its transfer details, approves the first receipt from its viewer, makes a
// member Profesor, queues a renewal, and reads her home and Reportes. The members' own steps are setup through the
// API, except the request: the member sends it live from her Paquetes, where the owner's transfer details must show.
// Monday 16 November 2026, 08:00 in Buenos Aires: today's 18:30 class has not started yet.
const clock = testClock('2026-11-16T08:00:00-03:00');

const people = {
  owner: { firstName: 'Marta', lastName: 'Ríos', email: 'marta@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bruno: { firstName: 'Bruno', lastName: 'Paz', email: 'bruno@pulso.test', password: 'estocada7' },
  carla: { firstName: 'Carla', lastName: 'Sosa', email: 'carla@pulso.test', password: 'plancha2026' },
};

// The theme's accent (what asks for action) and body text, as the browser computes them.
const ACCENT = 'rgb(204, 51, 22)';
const TEXT = 'rgb(17, 19, 24)';

let studio: StudioInBrowser;

const colorOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Accesos rápidos' });
const tab = (page: Page, name: string) => tabBar(page).getByRole('link', { name, exact: true });
/** The words of `locator`'s text that the layout splits across two lines (a figure's label too narrow for its tile). */
const splitWords = (locator: Locator) =>
  locator.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) split.push(word[0]);
      }
    }
    return split;
  });
const backToAdmin = (page: Page) => page.getByRole('link', { name: 'Volver a Administración' });

/** From the admin menu, opens one of its screens by its tile; the screen leads back to the menu. */
async function openAdminTile(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: label, exact: true }).click();
  await backToAdmin(page).waitFor();
}

describe("the owner's first week, on a phone", () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ clock });
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('she sets up the studio, approves the first receipt, names a Profesor and reads her week', async () => {
    const { context, page } = await studio.newPage(PHONE);
    await register(page, people.owner);

    // An empty studio's home: no classes today, nothing to review (zero reads calm, not in the accent).
    await page.getByRole('heading', { name: 'Clases de hoy' }).waitFor();
    await page.getByText('Hoy no hay clases.').waitFor();
    const receipts = page.getByRole('link', { name: '0 comprobantes por revisar' });
    expect(await colorOf(receipts.locator('strong'))).not.toBe(ACCENT);
    await page.getByRole('link', { name: '0 paquetes que vencen en 7 días' }).waitFor();
    // Each figure's label keeps its words whole on a 375 px phone.
    for (const figure of [receipts, page.getByRole('link', { name: '0 paquetes que vencen en 7 días' })]) expect(await splitWords(figure)).toEqual([]);
    await page.getByRole('link', { name: /\$\s?0\b/ }).waitFor();
    // Her tabs: four and Más.
    expect(await tabBar(page).locator('> ul > li').allInnerTexts()).toEqual(['Principal', 'Turnos', 'Admin', 'Planes', 'Más']);
    await screenshotPhoneAndDesktop(page, 'first-week-owner-home-empty');
    await page.setViewportSize(PHONE);

    // The admin menu in its four sections.
    await tab(page, 'Admin').click();
    const menu = page.getByRole('navigation', { name: 'Administración' });
    await menu.getByRole('heading', { name: 'Reportes' }).waitFor();
    expect(await menu.getByRole('heading').allInnerTexts()).toEqual(['Estudio', 'Socios y pagos', 'Contenido', 'Reportes']);
    expect(await backToAdmin(page).count()).toBe(0);
    await screenshotPhoneAndDesktop(page, 'first-week-owner-admin-menu');
    await page.setViewportSize(PHONE);

    // Disciplinas: the new one is confirmed by name.
    await openAdminTile(page, 'Disciplinas');
    await page.getByRole('button', { name: 'Agregar disciplina' }).click();
    await page.getByRole('dialog').getByLabel('Nombre').fill('Funcional');
    await page.getByRole('dialog').getByRole('button', { name: 'Agregar' }).click();
    await page.getByRole('status').getByText('Disciplina agregada: Funcional.').waitFor();
    await page.getByRole('button', { name: 'Editar Funcional' }).waitFor();
    await backToAdmin(page).click();

    // Crear horarios: the time is typed in 24 hours, Domingo is a day like the others, each save names the slot and
    // marks it where it landed.
    await openAdminTile(page, 'Crear horarios');
    const hora = page.getByLabel('Hora', { exact: true });
    expect(await hora.getAttribute('type')).toBe('text');
    await page.getByLabel('Día').selectOption('Lunes');
    await hora.pressSequentially('18:30');
    await page.getByLabel('Disciplina').selectOption({ label: 'Funcional' });
    await page.getByLabel('Cupo máximo').fill('8');
    await page.getByRole('button', { name: 'Agregar horario' }).click();
    await page.getByRole('status').getByText('Horario agregado: lunes 18:30 · Funcional.').waitFor();
    await page.getByRole('region', { name: 'Lunes' }).getByText('Agregado').waitFor();
    await page.getByLabel('Día').selectOption('Domingo');
    await hora.fill('');
    await hora.pressSequentially('10:00');
    await page.getByLabel('Disciplina').selectOption({ label: 'Funcional' });
    await page.getByLabel('Cupo máximo').fill('6');
    await page.getByRole('button', { name: 'Agregar horario' }).click();
    await page.getByRole('status').getByText('Horario agregado: domingo 10:00 · Funcional.').waitFor();
    const sunday = page.getByRole('region', { name: 'Domingo' });
    await sunday.getByText('Cupo 6').waitFor();
    await sunday.getByText('Agregado').waitFor();
    await sunday.scrollIntoViewIfNeeded();
    await screenshotPhoneAndDesktop(page, 'first-week-owner-horarios');
    await page.setViewportSize(PHONE);

    // A one-off class for Friday, removed from its own row after the question.
    const friday = addDays(studio.today(), 4);
    const cambios = page.getByRole('region', { name: 'Feriados y cambios' });
    await cambios.getByRole('button', { name: 'Agregar una clase única' }).click();
    const unica = page.getByRole('form', { name: 'Agregar una clase única' });
    await unica.getByLabel('Fecha').fill(friday);
    await unica.getByLabel('Hora', { exact: true }).pressSequentially('16:30');
    await unica.getByLabel('Disciplina').selectOption({ label: 'Funcional' });
    await unica.getByLabel('Cupo máximo').fill('10');
    await unica.getByRole('button', { name: 'Agregar la clase' }).click();
    await page.getByRole('button', { name: 'Entendido' }).click();
    const remove = cambios.getByRole('button', { name: `Eliminar la clase única del ${friday.slice(8, 10)}/${friday.slice(5, 7)} 16:30` });
    await remove.click();
    const sure = page.getByRole('dialog', { name: '¿Estás seguro?' });
    await sure.getByText('No hay socios anotados.').waitFor();
    await sure.getByRole('button', { name: 'Sí, eliminar la clase' }).click();
    await page.getByRole('status').getByText('Listo: quitamos la clase de la agenda. No había socios anotados.').waitFor();
    await page.getByRole('button', { name: 'Entendido' }).click();
    await remove.waitFor({ state: 'detached' });
    await backToAdmin(page).click();

    // Crear Paquetes, then the transfer details members pay to, in Vigencia y pagos.
    await openAdminTile(page, 'Crear Paquetes');
    await page.getByLabel('Nombre del paquete').fill('8 clases');
    await page.getByLabel('Cantidad de clases al mes').fill('8');
    await page.getByLabel('Precio').fill('28000');
    await page.getByRole('button', { name: 'Crear paquete' }).click();
    await page.getByText('Paquete creado', { exact: true }).waitFor();
    await backToAdmin(page).click();
    await openAdminTile(page, 'Vigencia y pagos');
    await page.getByLabel('Alias').fill('pulso.estudio');
    await page.getByLabel('CBU').fill('0000003100012345678901');
    await page.getByLabel('Titular').fill('Pulso Estudio SRL');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ajustes guardados.').waitFor();
    await screenshotPhoneAndDesktop(page, 'first-week-owner-vigencia-y-pagos');
    await page.setViewportSize(PHONE);

    // The members arrive (setup): Carla's package was agreed to end on Friday; Bruno will coach.
    const [ana, , carla] = await Promise.all([studio.signUp(people.ana), studio.signUp(people.bruno), studio.signUp(people.carla)]);
    const owner = await studio.api<{ token: string }>('POST', '/api/auth/sign-in', { email: people.owner.email, password: people.owner.password });
    const paquetes = await studio.api<Array<{ id: number; nombre: string }>>('GET', '/api/paquetes/getPaquetes', undefined, owner.token);
    const paqueteId = paquetes.find((p) => p.nombre === '8 clases')!.id;
    await studio.api('POST', '/api/paquetes/assignPackageToUser', { clerkUserId: carla.userId, paqueteId, validoHasta: addDays(studio.today(), 4), motivo: 'Acordado hasta el viernes' }, owner.token);

    // Ana asks for the package from her Paquetes: the owner's transfer details are in the request itself.
    const member = await studio.signedInPage(ana);
    const m = member.page;
    await m.goto('/paquetes');
    await m.getByRole('region', { name: '8 clases' }).getByRole('button', { name: 'Solicitar' }).click();
    const request = m.getByRole('dialog');
    const details = request.getByRole('region', { name: 'Datos para transferir' });
    await details.getByText('pulso.estudio').waitFor();
    await details.getByText('0000003100012345678901').waitFor();
    await details.getByText('Pulso Estudio SRL').waitFor();
    await request.getByLabel('Comprobante de pago').setInputFiles({ name: 'transferencia.png', mimeType: 'image/png', buffer: await raster('png', 120) });
    await request.getByRole('button', { name: 'Enviar comprobante' }).click();
    await m.getByRole('dialog', { name: 'Comprobante enviado' }).getByRole('button', { name: 'Aceptar' }).click();
    await member.context.close();

    // Home counts the receipt, and its figure opens the queue; the owner decides while looking at the receipt.
    await tab(page, 'Principal').click();
    const toReview = page.getByRole('link', { name: '1 comprobante por revisar' });
    await page.getByRole('link', { name: /\$\s28\.000/ }).waitFor(); // Carla's package, not yet Ana's
    expect(await colorOf(toReview.locator('strong'))).toBe(ACCENT);
    await toReview.click();
    const pending = page.getByRole('region', { name: 'Solicitudes pendientes' });
    await pending.getByRole('listitem', { name: 'Solicitud de Ana Gómez' }).getByRole('button', { name: 'Ver comprobante' }).click();
    const viewer = page.getByRole('dialog', { name: 'Comprobante' });
    await viewer.getByRole('img', { name: 'Comprobante de pago' }).waitFor();
    await viewer.getByRole('button', { name: 'Rechazar' }).waitFor();
    await screenshotPhoneAndDesktop(page, 'first-week-owner-comprobante');
    await page.setViewportSize(PHONE);
    await viewer.getByRole('button', { name: 'Aprobar' }).click();
    const approving = page.getByRole('dialog', { name: 'Aprobar solicitud' });
    await approving.getByText('Válido desde el lunes 16 de noviembre hasta el lunes 30 de noviembre').waitFor();
    await approving.getByRole('button', { name: 'Aprobar' }).click();
    await pending.getByText('No hay solicitudes pendientes.').waitFor();

    // Usuarios, everyone: Bruno becomes Profesor after the question.
    await page.getByRole('group', { name: 'Filtrar' }).getByRole('button', { name: 'Todos' }).click();
    await page.getByLabel('Rol de Bruno Paz').selectOption({ label: 'Profesor' });
    const asked = page.getByRole('dialog', { name: '¿Cambiar el rol de Bruno Paz a Profesor?' });
    await asked.getByRole('button', { name: 'Cambiar a Profesor' }).click();
    await page.getByRole('listitem', { name: 'Bruno Paz' }).getByText('Bruno Paz ahora es Profesor.').waitFor();

    // Ana's card: one button, the rest under Más acciones; a renewal she queues shows on it.
    const anaCard = page.getByRole('listitem', { name: 'Ana Gómez' });
    await anaCard.getByLabel('Créditos restantes').getByText('8 créditos').waitFor();
    const actions = anaCard.getByRole('button').filter({ visible: true });
    expect(await actions.allInnerTexts()).toEqual(['Asignar paquete', 'Más acciones']);
    await anaCard.getByRole('checkbox', { name: 'Seleccionar a Ana Gómez' }).check();
    await page.getByRole('button', { name: 'Asignar paquete (1 socio)' }).click();
    const bulk = page.getByRole('dialog', { name: 'Asignar paquete a 1 socio' });
    await bulk.getByRole('combobox').selectOption({ label: '8 clases (8 clases)' });
    await bulk.getByRole('radio', { name: /^Renovar/ }).check();
    await bulk.getByRole('button', { name: 'Continuar' }).click();
    await bulk.getByRole('button', { name: 'Confirmar (1 socio)' }).click();
    await bulk.getByRole('list', { name: 'Resultado por socio' }).getByText('renovación en cola').waitFor();
    await bulk.getByText('Cerrar', { exact: true }).click();
    await anaCard.getByText('Renovación en cola: 8 clases, desde el 01/12').waitFor();
    await anaCard.scrollIntoViewIfNeeded();
    await screenshotPhoneAndDesktop(page, 'first-week-owner-usuarios');
    await page.setViewportSize(PHONE);
    await anaCard.getByRole('button', { name: 'Más acciones para Ana Gómez' }).click();
    await anaCard.getByRole('button', { name: 'Ajustar créditos' }).waitFor();
    await page.keyboard.press('Escape');

    // Ana books today's class (her step, setup here). Home: the class with its places, Carla's package ending, the
    // week's income from the approval.
    const clase = await studio.findInAgenda(ana, (o) => o.fecha === studio.today() && o.hora === '18:30', "today's 18:30 class");
    await studio.api('POST', '/api/reservas/addReserva', { fecha: clase.fecha, horario_id: clase.horario_id }, ana.token);
    await tab(page, 'Principal').click();
    const todays = page.getByRole('list', { name: 'Clases de hoy' });
    await todays.getByText('1/8 lugares').waitFor();
    await page.getByRole('link', { name: '0 comprobantes por revisar' }).waitFor();
    await page.getByRole('link', { name: '1 paquete que vence en 7 días' }).waitFor();
    // This week's money: Carla's package and Ana's approved one (her renewal starts in December).
    expect(await page.getByRole('link', { name: /Ver detalle/ }).innerText()).toMatch(/^\$\s56\.000\s+Del 16\/11 al 22\/11 · Ver detalle$/);
    await screenshotPhoneAndDesktop(page, 'first-week-owner-home');
    await page.setViewportSize(PHONE);

    // Reportes before the class: no occupancy yet, in words. Nobody to contact reads plain; an ending package, the accent.
    await tab(page, 'Admin').click();
    await openAdminTile(page, 'Reportes');
    await page.getByText('Todavía no empezó ninguna clase con reservas.').waitFor();
    const contact = page.getByRole('region', { name: 'Socios para contactar' });
    const nobody = contact.getByRole('link', { name: /Sin venir/ });
    await nobody.getByText('0 socios').waitFor();
    expect(await colorOf(nobody.getByText('Sin venir hace 2 semanas'))).toBe(TEXT);
    const ending = contact.getByRole('link', { name: /vence esta semana/ });
    await ending.getByText('1 socio', { exact: true }).waitFor();
    expect(await colorOf(ending.getByText('Su paquete vence esta semana'))).toBe(ACCENT);

    // At 19:00 the class has started: the occupancy tile and the table count the same places.
    clock.set('2026-11-16T19:00:00-03:00');
    await backToAdmin(page).click();
    await openAdminTile(page, 'Reportes');
    await page.getByText('1 lugar ocupado de 8 en 1 clase').waitFor();
    const tile = await page.getByText('Ocupación promedio').locator('..').innerText();
    const row = await page.getByRole('table').first().getByRole('row').filter({ hasText: 'Funcional' }).first().innerText();
    const percent = (text: string) => text.match(/(\d+)\s?%/)?.[1];
    expect(percent(tile)).toBeDefined();
    expect(percent(row)).toBe(percent(tile));
    await screenshotPhoneAndDesktop(page, 'first-week-owner-reportes');

    await signOutOnPhone(page);
    await context.close();
  });
});
