import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WEEKDAYS } from '../../domain/catalog/weekdays';
import { PHONE, screenshotPhoneAndDesktop } from '../support/browser';
import { register } from '../support/e2e-people';
import { openFromNav, signOutOnPhone } from '../support/nav';
import { raster } from '../support/receipt-files';
import { giveStarterPlan } from '../support/starter-plan';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';
import { addDays, testClock } from '../support/test-clock';

// Ana's first week as a member, on a phone and through the screens alone: she signs up on Monday 16 November 2026
// at 08:00, reads the timetable before she has a package, asks for one with her receipt, books, cancels and books
// again after the free cancellation has passed, trains on Monday evening and beats her mark on Wednesday. What the
// studio does for her (the timetable, the package, its approval, her plan) goes through the API as the owner.
const clock = testClock('2026-11-16T08:00:00-03:00');
const today = '2026-11-16';
const weekdayOf = (fecha: string) => WEEKDAYS[(new Date(`${fecha}T12:00:00Z`).getUTCDay() + 6) % 7]!;

const owner = { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' };
const ana = { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' };

let studio: StudioInBrowser<'owner'>;
let page: Page;

/** Every screen she meets, at both widths; the journey goes on at the phone's. */
async function look(name: string): Promise<void> {
  await screenshotPhoneAndDesktop(page, `first-week-member-${name}`);
  await page.setViewportSize(PHONE);
}

const tabs = () => page.getByRole('navigation', { name: 'Accesos rápidos' });
const tab = (name: string) => tabs().getByRole('link', { name, exact: true });

describe("a member's first week, on her phone", () => {
  let memberId: string;

  beforeAll(async () => {
    studio = await startStudioInBrowser({ people: { owner }, clock });
    const token = studio.accounts.owner.token;
    const funcional = await studio.addDiscipline('Funcional');
    // Bookings open 3 days ahead; cancelling is free until 6 hours before, with no free late cancellations.
    await studio.api('PUT', '/api/disciplinas/setPoliticaReservas', {
      id: funcional, reservas_abren_dias_antes: 3, reservas_cierran_minutos_antes: 0, cancelacion_gratis_horas_antes: 6, cancelaciones_tardias_gratis_mes: 0, lista_espera_automatica_minutos_antes: 30,
    }, token);
    await studio.addSlotEveryDay({ disciplina_id: funcional, hora: '20:00', cupo_maximo: 8 });
    await studio.addPackage({ disciplina_id: funcional });
    const settings = await studio.api<Record<string, unknown>>('GET', '/api/paquetes/settings', undefined, token);
    await studio.api('PUT', '/api/paquetes/settings', { ...settings, alias: 'pulso.estudio', cbu: '0000003100012345678901', titular: 'Pulso Estudio SRL' }, token);
    ({ page } = await studio.newPage(PHONE));
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('signs up and finds her way: five labelled tabs of 44 px, sign-out in Más', async () => {
    await register(page, ana);
    memberId = ((await (await page.request.get('/api/auth/me')).json()) as { userId: string }).userId;
    const labels = await tabs().locator(':scope > ul > li').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual(['Principal', 'Planes', 'Entrenos', 'Turnos', 'Más']);
    for (const box of await tabs().locator(':scope > ul > li').evaluateAll((lis) => lis.map((li) => li.firstElementChild!.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await tabs().getByRole('button', { name: 'Más' }).click();
    await tabs().getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    await look('mas');
    await tabs().getByRole('button', { name: 'Más' }).click();
    await tabs().getByRole('button', { name: 'Cerrar sesión' }).waitFor({ state: 'hidden' });
  });

  it('without a package she reads the timetable, told to get one, and asks for it with the transfer details and her receipt', async () => {
    await tab('Turnos').click();
    const notice = page.getByRole('status', { name: 'Sin paquete' });
    await notice.getByText('para reservar necesitas un paquete', { exact: false }).waitFor();
    const tonight = studio.slotButton(page, { fecha: today, hora: '20:00', disciplina: 'Funcional' });
    await expect.poll(() => tonight.getAttribute('aria-label')).toMatch(/necesitas un paquete para reservar$/);
    expect(await tonight.getAttribute('aria-disabled')).toBe('true');
    await look('turnos-sin-paquete');

    await notice.getByRole('link', { name: 'Ver paquetes disponibles' }).click();
    await page.getByRole('region', { name: '8 clases' }).getByRole('button', { name: 'Solicitar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar 8 clases' });
    const details = dialog.getByRole('region', { name: 'Datos para transferir' });
    for (const text of ['pulso.estudio', '0000003100012345678901', 'Pulso Estudio SRL', '$ 28.000']) await details.getByText(text).waitFor();
    for (const what of ['alias', 'cbu', 'titular', 'monto']) await details.getByRole('button', { name: `Copiar ${what}` }).waitFor();
    await details.getByRole('button', { name: 'Copiar alias' }).click();
    await details.getByText('Copiado!').waitFor();
    await dialog.getByLabel('Comprobante de pago').setInputFiles({ name: 'transferencia.png', mimeType: 'image/png', buffer: await raster('png', 120) });
    const chosen = dialog.getByLabel('Comprobante elegido');
    await chosen.getByRole('img', { name: 'Vista previa del comprobante' }).waitFor();
    await chosen.getByText('transferencia.png').waitFor();
    await look('solicitud');
    await dialog.getByRole('button', { name: 'Enviar comprobante' }).click();
    await page.getByRole('dialog', { name: 'Comprobante enviado' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('está en revisión', { exact: false }).waitFor();

    // The owner approves it; her screen follows without a reload, with one end date, the last day it counts.
    const [request] = await studio.api<{ id: number }[]>('GET', '/api/paquetes/requests', undefined, studio.accounts.owner.token);
    await studio.api('POST', '/api/paquetes/approveRequest', { requestId: request!.id }, studio.accounts.owner.token);
    const held = page.getByRole('region', { name: 'Mi paquete' });
    await held.getByText('Válido hasta el lunes 30 de noviembre', { exact: false }).waitFor();
    expect((await held.textContent())!.match(/hasta/g)).toHaveLength(1);
    await page.getByLabel('8 créditos disponibles').waitFor();
    await look('paquete-aprobado');
  });

  it('books tonight knowing until when cancelling is free, cancels from home, and books again once that time has passed', async () => {
    await tab('Turnos').click();
    await page.getByText('8 créditos disponibles').waitFor();
    // Bookings open 3 days ahead: Friday's class opens on Tuesday at midnight, and says so before any tap.
    const friday = addDays(today, 4);
    const notYet = studio.slotButton(page, { fecha: friday, hora: '20:00', disciplina: 'Funcional' });
    await notYet.scrollIntoViewIfNeeded();
    const opensOn = addDays(today, 1);
    expect(await notYet.textContent()).toContain(`Reservas desde el ${weekdayOf(opensOn).toLowerCase()} ${opensOn.slice(8, 10)}/${opensOn.slice(5, 7)}, 00:00`);
    expect(await notYet.getAttribute('aria-disabled')).toBe('true');
    await look('turnos-reservas-desde');

    const tonight = studio.slotButton(page, { fecha: today, hora: '20:00', disciplina: 'Funcional' });
    await tonight.click();
    let confirm = page.getByRole('dialog', { name: 'Reservar turno' });
    await expect.poll(() => confirm.getByRole('note', { name: 'Cancelación' }).textContent())
      .toBe('Puedes cancelar sin costo hasta hoy a las 14:00. Si cancelas después, pierdes el crédito.');
    await look('reservar');
    await confirm.getByRole('button', { name: 'Reservar' }).click();
    await page.getByRole('dialog', { name: 'Reserva Confirmada' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('7 créditos disponibles').waitFor();

    await tab('Principal').click();
    const cancelRow = page.getByRole('list', { name: 'Próximos turnos' }).getByRole('button', { name: 'Cancelar turno hoy 20:00' });
    const rowBox = (await cancelRow.boundingBox())!;
    expect(Math.min(rowBox.width, rowBox.height)).toBeGreaterThanOrEqual(44);
    await cancelRow.click();
    const ask = page.getByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
    const [cancelBooking, keep] = [ask.getByRole('button', { name: 'Cancelar Turno' }), ask.getByRole('button', { name: 'Cancelar', exact: true })];
    await cancelBooking.waitFor();
    const background = (el: Element) => getComputedStyle(el).backgroundColor;
    // Cancelar Turno is the danger (red, white label); Cancelar is the plain way out, with no fill of its own.
    const [r, g, b] = (await cancelBooking.evaluate(background)).match(/\d+/g)!.map(Number);
    expect(r! > 150 && g! < 100 && b! < 100).toBe(true);
    expect(await cancelBooking.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    expect(await keep.evaluate(background)).toBe('rgba(0, 0, 0, 0)');
    await look('cancelar-turno');
    await cancelBooking.click();
    await page.getByRole('dialog', { name: 'Turno cancelado' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('No tienes turnos reservados').waitFor();
    await look('mis-turnos-vacio');

    // At 16:00 the free cancellation of tonight's class (until 14:00) has passed: the dialog says so before she books.
    // (An open screen reads the time every 30 s; the agenda she opens now reads it as it opens.)
    clock.set(`${today}T16:00:00-03:00`);
    await page.getByRole('link', { name: 'Reservar un turno' }).click();
    await page.getByText('8 créditos disponibles').waitFor();
    await tonight.click();
    confirm = page.getByRole('dialog', { name: 'Reservar turno' });
    await expect.poll(() => confirm.getByRole('note', { name: 'Cancelación' }).textContent())
      .toBe('Ya pasó el plazo para cancelar sin costo (era hasta hoy a las 14:00): si cancelas, pierdes el crédito.');
    await confirm.getByRole('button', { name: 'Reservar' }).click();
    await page.getByRole('dialog', { name: 'Reserva Confirmada' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.getByText('7 créditos disponibles').waitFor();

    // Her credit history names the class each credit went to.
    await openFromNav(page, 'Paquetes');
    const history = page.getByRole('region', { name: 'Historial de créditos' });
    await expect.poll(() => history.getByText('Funcional, lun 16/11 20:00').count()).toBeGreaterThanOrEqual(2);
    await history.scrollIntoViewIfNeeded();
    await look('historial');
  });

  it('trains from home in one tap: a first session has no records, finishing early asks, the summary reads its duration and the rest stops', async () => {
    await giveStarterPlan(studio.server, studio.accounts.owner.token, memberId, 'Primera semana');
    clock.set(`${today}T18:00:00-03:00`);
    await tab('Principal').click();
    const train = page.getByRole('list', { name: 'Mis planificaciones' }).getByRole('button', { name: /^Entrenar hoy/ });
    await train.getByText('Día 1 · Semana 1').waitFor();
    await train.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await look('entrenar-hoy');
    await train.click();
    await page.getByRole('heading', { name: 'Día 1' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/entrenamientos\/[0-9a-f-]{36}$/);

    // Twenty minutes in, her first set: nothing to beat yet, so no records; the block's rest starts.
    clock.advance(20 * 60_000);
    const squat = page.getByRole('region', { name: 'Sentadilla' });
    await squat.getByLabel('Peso en kg, serie 1').fill('40');
    await squat.getByLabel('Repeticiones, serie 1').fill('10');
    await squat.getByRole('button', { name: 'Marcar hecha la serie 1' }).click();
    await page.getByRole('timer', { name: 'Descanso' }).waitFor();
    await expect.poll(() => page.locator('li[data-status="saved"]').count()).toBe(1);
    expect(await page.getByRole('status', { name: 'Récords de hoy' }).count()).toBe(0);
    expect(await squat.getByText('Récord').count()).toBe(0);

    await page.getByRole('button', { name: 'Finalizar entrenamiento' }).click();
    const ask = page.getByRole('dialog', { name: 'Te faltan 2 series. ¿Terminar igual?' });
    await ask.waitFor();
    await look('terminar-igual');
    await ask.getByRole('button', { name: 'Terminar igual' }).click();
    const summary = page.getByRole('status', { name: 'Entrenamiento terminado' });
    await summary.getByRole('heading', { name: '¡Entrenamiento terminado!' }).waitFor();
    await page.getByRole('timer', { name: 'Descanso' }).waitFor({ state: 'detached' });
    await summary.getByText('Duración').waitFor();
    await summary.getByText('20 min').waitFor();
    await summary.getByText('1 de 3', { exact: true }).waitFor();
    await look('resumen');
  });

  it('on Wednesday she beats Monday\'s mark: the record card leaves the next set within reach; then she signs out from Más', async () => {
    clock.set('2026-11-18T18:00:00-03:00');
    await tab('Principal').click();
    await page.getByRole('list', { name: 'Mis planificaciones' }).getByRole('button', { name: /^Entrenar hoy/ }).click();
    await page.getByRole('heading', { name: 'Día 1' }).waitFor();
    const squat = page.getByRole('region', { name: 'Sentadilla' });
    await squat.getByLabel('Peso en kg, serie 1').fill('45');
    await squat.getByLabel('Repeticiones, serie 1').fill('10');
    await squat.getByRole('button', { name: 'Marcar hecha la serie 1' }).click();
    const banner = page.getByRole('status', { name: 'Récords de hoy' });
    await banner.getByText('Sentadilla: nuevo peso máximo, 45 kg (antes 40 kg)', { exact: false }).waitFor();
    expect((await banner.boundingBox())!.height).toBeLessThan(140);
    await banner.scrollIntoViewIfNeeded();
    await look('record');
    // A click lands only on what is on top: the next set's button is not under the card.
    await squat.getByLabel('Repeticiones, serie 2').fill('10');
    await squat.getByRole('button', { name: 'Marcar hecha la serie 2' }).click();
    await page.getByRole('region', { name: 'Plancha' }).getByRole('button', { name: 'Marcar hecha la serie 1' }).click();
    await expect.poll(() => page.locator('li[data-status="saved"]').count()).toBe(3);
    await page.getByRole('button', { name: 'Finalizar entrenamiento' }).click();
    const summary = page.getByRole('status', { name: 'Entrenamiento terminado' });
    await summary.getByText('1 récord').waitFor();
    await summary.getByText('3 de 3', { exact: true }).waitFor();

    await signOutOnPhone(page);
  });
});
