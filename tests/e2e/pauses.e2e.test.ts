import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// At TEST_NOW (Monday 16 November, noon) Ana and Beto hold "8 clases", valid through Monday 30 November. The studio
// takes 2 pauses a year, 30 days in all, approved as they are asked.
const people = {
  owner: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  beto: { firstName: 'Beto', lastName: 'Alonso', email: 'beto@pulso.test', password: 'remo2026x' },
};

let studio: StudioInBrowser<keyof typeof people>;

describe('pauses: she freezes her package within the studio’s rule, and the studio reviews them when it says so', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people });
    await studio.assignPackage([studio.accounts.ana, studio.accounts.beto], await studio.addPackage());
    await studio.api('PUT', '/api/pausas/ajustes', { pausas_por_anio: 2, dias_por_anio: 30, aprobacion: 'automatica' }, studio.accounts.owner.token);
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('Ana reads the rule, pauses two weeks from tomorrow and sees her package last two weeks longer', async () => {
    const { page } = await studio.signedInPage(studio.accounts.ana, PHONE);
    await page.goto('/paquetes');
    const card = page.getByRole('region', { name: 'Pausas' });
    await card.getByText('El estudio permite 2 pausas por año, hasta 30 días en total. Te quedan 30 días este año.').waitFor();
    const pause = card.getByRole('button', { name: 'Pausar' });
    expect((await pause.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await pause.click();

    const dialog = page.getByRole('dialog', { name: 'Pausar mi abono' });
    expect(await dialog.getByLabel('Desde').inputValue()).toBe('2026-11-17');
    await dialog.getByLabel('Días').fill('14');
    await dialog.getByText('Tu paquete pasa a valer hasta el lunes 14 de diciembre.').waitFor();
    await dialog.getByText('Se aplica en el momento, sin esperar al estudio.').waitFor();
    await screenshot(page, 'billing-pauses-dialog-phone');
    await dialog.getByRole('button', { name: 'Pausar' }).click();
    await dialog.waitFor({ state: 'detached' });

    await card.getByText('Pausa del 17/11 al 30/11 (14 días)').waitFor();
    await card.getByText('Te quedan 16 días este año, en una pausa más.', { exact: false }).waitFor();
    await page.getByRole('region', { name: 'Mi paquete' }).getByText('Válido hasta el lunes 14 de diciembre', { exact: false }).waitFor();
    await screenshot(page, 'billing-pauses-phone');
  });

  it('with the studio approving, Beto’s pause waits on /admin/pausas until the owner approves it', async () => {
    const { page } = await studio.signedInPage(studio.accounts.owner, DESKTOP);
    await page.goto('/admin/pausas');
    const rules = page.getByRole('form', { name: 'Reglas de las pausas' });
    await rules.getByLabel('Las apruebo yo').check();
    await rules.getByRole('button', { name: 'Guardar' }).click();
    await rules.getByText('Ajustes guardados.').waitFor();
    await page.getByText('No hay pausas esperando tu respuesta.').waitFor();

    // Beto asks from his phone; the owner's screen hears of it over the realtime feed.
    await studio.api('POST', '/api/pausas/pedir', { desde: '2026-11-23', dias: 7 }, studio.accounts.beto.token);
    const beto = page.getByRole('listitem', { name: 'Pausa de Beto Alonso' });
    await beto.getByText('del 23/11 al 29/11 · 7 días').waitFor();
    await screenshotPhoneAndDesktop(page, 'billing-pauses-admin');
    await beto.getByRole('button', { name: 'Aprobar' }).click();
    await beto.waitFor({ state: 'detached' });
    const pkg = await studio.api<{ valido_hasta: string }>('POST', '/api/paquetes/getUserPackage', {}, studio.accounts.beto.token);
    expect(pkg.valido_hasta).toBe('2026-12-08');

    // Closing a day may give it back to every member: off unless the owner ticks it, said again before she confirms.
    await page.setViewportSize(PHONE);
    await page.goto('/admin/horarios');
    await page.getByRole('region', { name: 'Feriados y cambios' }).getByRole('button', { name: 'Cerrar un día' }).click();
    const close = page.getByRole('form', { name: 'Cerrar un día' });
    const giveBack = close.getByLabel('Correr un día los vencimientos de los socios');
    expect(await giveBack.isChecked()).toBe(false);
    await close.getByLabel('Fecha').fill('2026-12-08');
    await close.getByLabel('Motivo (lo ven los socios)').fill('Feriado');
    await giveBack.check();
    await screenshot(page, 'catalog-close-day-give-back-phone');
    await close.getByRole('button', { name: 'Cerrar el día' }).click();
    await page.getByRole('dialog', { name: '¿Estás seguro?' }).getByText('Los paquetes y abonos de los socios duran un día más.', { exact: false }).waitFor();
  });

  it('Ana changes her mind: she takes back her pause before it begins, and her package ends when it did', async () => {
    const { page } = await studio.signedInPage(studio.accounts.ana, PHONE);
    await page.goto('/paquetes');
    const card = page.getByRole('region', { name: 'Pausas' });
    const takeBack = card.getByRole('button', { name: 'Anular la pausa' });
    expect((await takeBack.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await takeBack.click();
    const confirm = page.getByRole('dialog', { name: '¿Anular tu pausa?' });
    await confirm.getByText('La pausa no se usa: vuelves a reservar esos días y el vencimiento de lo que tienes vuelve a su fecha.').waitFor();
    await screenshot(page, 'billing-pause-end-dialog-phone');
    await confirm.getByRole('button', { name: 'Anular la pausa' }).click();
    await card.getByText('Anulaste tu pausa del 17/11 al 30/11.').waitFor();
    await page.getByRole('region', { name: 'Mi paquete' }).getByText('Válido hasta el', { exact: false }).waitFor();
    const pkg = await studio.api<{ valido_hasta: string }>('POST', '/api/paquetes/getUserPackage', {}, studio.accounts.ana.token);
    expect(pkg.valido_hasta).toBe('2026-12-01');
    await screenshotPhoneAndDesktop(page, 'billing-pause-ended');
  });
});
