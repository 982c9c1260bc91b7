import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshotPhoneAndDesktop } from '../support/browser';
import { chargeDuePlans } from '../../services/billing/monthly-charges.job';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// At TEST_NOW (Monday 16 November, noon) Ana's monthly plan "8 clases" at $ 28.000 starts, paid; the owner schedules
// its price list from 1 December: a price per method, pronto pago until the 10th and a surcharge after the 15th. Bea,
// with no package, reads the new price on offer before it applies, and what to transfer once it does.
const people = {
  owner: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
  bea: { firstName: 'Bea', lastName: 'Ruiz', email: 'bea@pulso.test', password: 'plancha2026' },
};

let studio: StudioInBrowser<keyof typeof people>;

describe('a price list: the owner schedules an increase per method, Ana is told ahead on her plan, Bea reads it on offer', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people });
    const paqueteId = await studio.addPackage({ nombre: '8 clases', precio: 28000 });
    const owner = studio.accounts.owner.token;
    await studio.api('POST', '/api/abonos/asignar', { clerkUserId: studio.accounts.ana.userId, paqueteId }, owner);
    await studio.api('POST', '/api/abonos/pago', { clerkUserId: studio.accounts.ana.userId, monto_centavos: 2_800_000, medio: 'efectivo' }, owner);
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('the owner programs the increase from Editar paquetes; a week before her monthly date Ana reads it on /paquetes', async () => {
    const owner = await studio.signedInPage(studio.accounts.owner, PHONE);
    // The studio tells its members a week ahead, its default, shown where it sets its billing rules.
    await owner.page.goto('/admin/ajustes-abonos');
    await owner.page.getByLabel('Días de aviso antes de un aumento').scrollIntoViewIfNeeded();
    await screenshotPhoneAndDesktop(owner.page, 'billing-price-list-settings');
    await owner.page.setViewportSize(PHONE);
    await owner.page.goto('/admin/editar-paquetes');
    const card = owner.page.getByRole('region', { name: '8 clases' });
    await card.getByRole('button', { name: 'Lista de precios' }).waitFor();
    await screenshotPhoneAndDesktop(owner.page, 'billing-price-list-packages');
    await owner.page.setViewportSize(PHONE);
    await card.getByRole('button', { name: 'Lista de precios' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Lista de precios' });
    await dialog.getByText('Sin versiones todavía: el precio es el del paquete, igual para todos los medios.').waitFor();
    const form = dialog.getByRole('form', { name: 'Programar aumento' });
    await form.getByLabel('Rige desde').fill('2026-12-01');
    await form.getByLabel('Un precio por medio de pago').check();
    await form.getByLabel('Efectivo').fill('30.000');
    await form.getByLabel('Transferencia').fill('31.000');
    await form.getByLabel('Mercado Pago').fill('32.000');
    await form.getByLabel('Descuento por pronto pago').check();
    await form.getByLabel('Descuento ($)').fill('2.000');
    await form.getByLabel('Recargo por pago fuera de término').check();
    await form.getByLabel('Recargo ($)').fill('3.000');
    await form.getByRole('button', { name: 'Programar aumento' }).scrollIntoViewIfNeeded();
    await screenshotPhoneAndDesktop(owner.page, 'billing-price-list-form');
    await form.getByRole('button', { name: 'Programar aumento' }).click();
    await form.getByText('Aumento programado desde el 01/12/2026.').waitFor();
    await dialog.getByText('Desde el 01/12 · Programada').waitFor();
    await dialog.getByRole('heading', { name: 'Precios de hoy' }).scrollIntoViewIfNeeded();
    await screenshotPhoneAndDesktop(owner.page, 'billing-price-list-dialog');

    // On offer, before it applies, the package says its next price and the day: Bea knows before she pays.
    const bea = await studio.signedInPage(studio.accounts.bea, PHONE);
    await bea.page.goto('/paquetes');
    const offer = bea.page.getByRole('region', { name: '8 clases' });
    await offer.getByLabel('Próximo precio').getByText('Desde el 01/12: $ 32.000').waitFor();
    expect((await offer.textContent())?.replace(/\s/g, ' ')).toContain('$ 28.000');
    await screenshotPhoneAndDesktop(bea.page, 'billing-price-list-offer');

    // A week before her monthly date (16 December) the renewal job's clock tells her; the list is in effect since the 1st.
    studio.clock.set('2026-12-09T10:00:00-03:00');
    await chargeDuePlans({ db: studio.server.database.db, clock: studio.clock, studioTz: studio.server.studioTz });
    const { page } = await studio.signedInPage(studio.accounts.ana, PHONE);
    await page.goto('/paquetes');
    const plan = page.getByRole('region', { name: 'Mi abono' });
    await plan.getByText('Desde el miércoles 16 de diciembre tu abono pasa a $ 32.000 ($ 30.000 en efectivo, $ 31.000 por transferencia).').waitFor();
    // Her month now is still the one she paid: the new price is her next month's.
    expect((await plan.textContent())?.replace(/\s/g, ' ')).toContain('$ 28.000 por mes · próxima cuota el miércoles 16 de diciembre');
    await screenshotPhoneAndDesktop(page, 'billing-price-list-plan-card');

    // The list in effect, Bea's request shows each method's price and has her transfer the transfer one.
    const buyer = await studio.signedInPage(studio.accounts.bea, PHONE);
    await buyer.page.goto('/paquetes');
    await buyer.page.getByRole('region', { name: '8 clases' }).getByRole('button', { name: 'Solicitar' }).click();
    const request = buyer.page.getByRole('dialog', { name: 'Solicitar 8 clases' });
    const byMethod = request.getByRole('region', { name: 'Precios por medio de pago' });
    await byMethod.getByText('$ 31.000').waitFor();
    expect((await byMethod.textContent())?.replace(/\s/g, ' ')).toBe('Precios de hoy por medio de pagoEfectivo$ 30.000Transferencia$ 31.000Mercado Pago$ 32.000');
    await request.getByText('Transfiere $ 31.000 y sube el comprobante', { exact: false }).waitFor();
    expect((await request.getByRole('region', { name: 'Datos para transferir' }).textContent())?.replace(/\s/g, ' ')).toContain('Monto$ 31.000');
    await screenshotPhoneAndDesktop(buyer.page, 'billing-price-list-request');
  });
});
