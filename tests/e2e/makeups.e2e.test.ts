import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { startStudioInBrowser, type AgendaClass, type StudioInBrowser } from '../support/studio-in-browser';

// At TEST_NOW (Monday 16 November, noon) Ana holds "8 clases", valid through Monday 30 November, and her turno fijo
// is Funcional on Wednesdays at 18:00, so Wednesday 18 and 25 are booked. Friday's Funcional at 18:00 has no regulars.
const people = {
  owner: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
};
const WEDNESDAY = '2026-11-18';
const FRIDAY = '2026-11-20';

let studio: StudioInBrowser<keyof typeof people>;

/** The screen as it is now at 375 and 1280 px (after `frame` places what matters in view), back at phone size. */
async function atPhoneAndDesktop(page: Page, name: string, frame: () => Promise<unknown> = async () => {}) {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await frame();
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(PHONE);
}
let friday: AgendaClass;

describe('make-up classes: her turno fijo’s class cancelled in time is recovered in another class of its discipline', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people });
    const disciplina_id = await studio.addDiscipline('Funcional');
    for (const dia_semana of ['Miércoles', 'Viernes']) {
      await studio.api('POST', '/api/horarios/addHorario', { id: 0, dia_semana, disciplina_id, hora: '18:00', cupo_maximo: 10 }, studio.accounts.owner.token);
    }
    await studio.assignPackage([studio.accounts.ana], await studio.addPackage());
    const wednesday = await studio.findInAgenda(studio.accounts.ana, (o) => o.fecha === WEDNESDAY, 'Wednesday class');
    friday = await studio.findInAgenda(studio.accounts.ana, (o) => o.fecha === FRIDAY, 'Friday class');
    await studio.api('POST', '/api/reservas/turnoFijo', { horario_id: wednesday.horario_id }, studio.accounts.ana.token);
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('the owner turns make-ups on: rights last 14 days, two a month', async () => {
    const { page } = await studio.signedInPage(studio.accounts.owner, DESKTOP);
    await page.goto('/admin/recuperos');
    const form = page.getByRole('form', { name: 'Reglas de los recuperos' });
    await page.getByText('Con recuperos, la clase de un turno fijo cancelada a tiempo no devuelve el crédito: deja un recupero.').waitFor();
    await form.getByLabel('Activar recuperos').check();
    await form.getByLabel('Días para usar un recupero').fill('14');
    await form.getByLabel('Recuperos por mes').fill('2');
    await screenshotPhoneAndDesktop(page, 'booking-makeups-admin');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await form.getByText('Ajustes guardados.').waitFor();
    const saved = await studio.api('GET', '/api/recuperos/ajustes', undefined, studio.accounts.owner.token);
    expect(saved).toEqual({ activo: true, dias_validez: 14, tope_mensual: 2, recuperar_cierres: false });
  });

  it('Ana cancels Wednesday’s class, told first it leaves a make-up, and books Friday with it', async () => {
    const { page } = await studio.signedInPage(studio.accounts.ana, PHONE);
    const upcoming = page.getByRole('list', { name: 'Próximos turnos' });
    await upcoming.getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: `Cancelar turno ${studio.dayCardLabel(WEDNESDAY).toLowerCase()} 18:00` }).click();
    const ask = page.getByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
    await ask.getByText('Es tu turno fijo: al cancelar no se devuelve el crédito, te queda un recupero hasta el 29/11.').waitFor();
    expect(await ask.getByText(/Se devuelve el crédito/).count()).toBe(0);
    await atPhoneAndDesktop(page, 'booking-makeups-cancel');
    await ask.getByRole('button', { name: 'Cancelar Turno' }).click();
    await page.getByRole('dialog', { name: 'Turno cancelado' }).getByRole('button', { name: 'Aceptar' }).click();
    expect(await studio.creditsOf(studio.accounts.ana)).toBe(6);

    await page.goto('/paquetes');
    const card = page.getByRole('region', { name: 'Recuperos disponibles' });
    await card.getByText('Clase del miércoles 18/11 · Funcional — vence el 29/11').waitFor();
    await card.getByText('Usaste 0 de 2 recuperos este mes').waitFor();
    const recover = card.getByRole('link', { name: 'Recuperar una clase' });
    await atPhoneAndDesktop(page, 'booking-makeups-card', () => card.evaluate((el) => el.scrollIntoView({ block: 'center' })));
    expect((await recover.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await recover.click();

    await page.getByRole('note', { name: 'Tus recuperos' }).getByText('Tienes un recupero: elige una clase de Funcional hasta el 29/11', { exact: false }).waitFor();
    await atPhoneAndDesktop(page, 'booking-makeups-agenda');
    await studio.slotButton(page, friday).click();
    const book = page.getByRole('dialog', { name: 'Reservar turno' });
    await book.getByText('Puedes pagarla con un crédito de tu paquete o con tu recupero de la clase del miércoles 18/11 (vence el 29/11).').waitFor();
    await atPhoneAndDesktop(page, 'booking-makeups-book');
    const useIt = book.getByRole('button', { name: 'Usar un recupero' });
    expect((await useIt.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await useIt.click();
    const done = page.getByRole('dialog', { name: 'Reserva Confirmada' });
    await done.getByText('Usaste un recupero: no se descontó ningún crédito.').waitFor();
    await atPhoneAndDesktop(page, 'booking-makeups-booked');
    await done.getByRole('button', { name: 'Aceptar' }).click();
    expect(await studio.creditsOf(studio.accounts.ana)).toBe(6);
    // The agenda tags the class she recovers, as Mis turnos does.
    const recovered = studio.slotButton(page, friday);
    await recovered.and(page.getByRole('button', { name: /reservado con recupero \(cancelar\)$/ })).waitFor();
    expect((await recovered.textContent())?.replace(/\s/g, ' ')).toContain('Recupero');
    await atPhoneAndDesktop(page, 'booking-makeups-agenda-booked', () => recovered.scrollIntoViewIfNeeded());

    await page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Principal' }).click();
    const fridayTurno = page.getByRole('list', { name: 'Próximos turnos' }).getByRole('listitem').filter({ hasText: '18:00 · Funcional' }).filter({ hasText: 'Recupero' });
    await fridayTurno.waitFor();
    expect(await fridayTurno.count()).toBe(1);
    await atPhoneAndDesktop(page, 'booking-makeups-turnos');
    await page.getByRole('button', { name: `Cancelar turno ${studio.dayCardLabel(FRIDAY).toLowerCase()} 18:00` }).click();
    const again = page.getByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
    await again.getByText('Es un recupero: si cancelas ahora, lo recuperas.', { exact: false }).waitFor();
    expect(await again.getByRole('button', { name: 'Repetir todas las semanas' }).count()).toBe(0);
    await atPhoneAndDesktop(page, 'booking-makeups-cancel-makeup');
    await again.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await again.waitFor({ state: 'detached' });
  });
});
