import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// At TEST_NOW (Monday 16 November, noon): the owner sells "8 clases" at $ 28.000 a month as Ana's monthly plan.
const people = {
  owner: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
};

let studio: StudioInBrowser<keyof typeof people>;

describe('a monthly plan: owed every month, paid in part, ended online by the member', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people });
    await studio.addPackage({ nombre: '8 clases', precio: 28000 });
    await studio.api('PUT', '/api/user/telefono', { telefono: '11 5555-1234' }, studio.accounts.ana.token);
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('the owner gives the plan and records part of the month; Ana sees what she owes and ends it from /paquetes', async () => {
    const owner = await studio.signedInPage(studio.accounts.owner, PHONE);
    await owner.page.goto('/admin/usuarios');
    const card = owner.page.getByRole('listitem', { name: 'Ana Gómez' });
    await card.getByRole('button', { name: 'Más acciones para Ana Gómez' }).click();
    await card.getByRole('button', { name: 'Abono y pagos' }).click();
    const account = owner.page.getByRole('dialog', { name: 'Abono y pagos' });
    await account.getByText('Sin abono mensual').waitFor();
    await account.getByRole('button', { name: 'Dar abono' }).click();
    await account.getByText('Debe $ 28.000, vence hoy.').waitFor();

    // A partial payment: the field proposes the whole debt; she paid $ 10.000 by transfer.
    const amount = account.getByLabel('Monto');
    expect(await amount.inputValue()).toBe('28000');
    await amount.fill('10.000');
    await account.getByLabel('Referencia (opcional)').fill('Op. 4471');
    await account.getByRole('button', { name: 'Registrar pago' }).click();
    await account.getByText('Pago de $ 10.000 registrado.').waitFor();
    await account.getByText('Debe $ 18.000, vence hoy.').waitFor();
    // Monday's message about the fee, one tap away, with what she owes and since when.
    const reminder = new URL(await account.getByRole('link', { name: 'WhatsApp a Ana Gómez' }).getAttribute('href') ?? '');
    expect(reminder.searchParams.get('text')?.replace(/\u00a0/g, ' ')).toBe('Hola, Ana. Te escribimos del estudio: tu cuota tiene un saldo pendiente de $ 18.000 desde el lunes 16 de noviembre. Puedes pagarla en recepción o por transferencia. ¡Gracias!');
    await screenshotPhoneAndDesktop(owner.page, 'billing-member-account');

    // A payment above the debt is refused in Spanish, and nothing changes.
    await owner.page.setViewportSize(PHONE);
    expect(await amount.inputValue()).toBe('18000');
    await amount.fill('20.000');
    await account.getByRole('button', { name: 'Registrar pago' }).click();
    await account.getByText('El pago supera lo que se debe ($ 18.000). Registra como máximo ese monto.').waitFor();
    await account.getByText('Debe $ 18.000, vence hoy.').waitFor();

    const { page } = await studio.signedInPage(studio.accounts.ana, PHONE);
    await page.goto('/paquetes');
    const plan = page.getByRole('region', { name: 'Mi abono' });
    await plan.getByText('Debes $ 18.000, vence hoy.').waitFor();
    await plan.getByText('Pagaste $ 10.000 · debes $ 18.000').waitFor();
    await plan.getByText('$ 28.000 por mes · próxima cuota el miércoles 16 de diciembre').waitFor();
    await screenshot(page, 'billing-plan-card-phone');

    // Her "botón de baja": two taps, the date it ends named before she confirms.
    await plan.getByRole('button', { name: 'Dar de baja el abono' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Dar de baja tu abono?' });
    await confirm.getByText('Desde el miércoles 16 de diciembre no se cobra nada más.', { exact: false }).waitFor();
    await screenshot(page, 'billing-cancel-confirm-phone');
    await confirm.getByRole('button', { name: 'Dar de baja', exact: true }).click();
    await plan.getByText('Diste de baja el abono: puedes usarlo hasta el martes 15 de diciembre. No se cobra nada más.').waitFor();
    expect(await plan.getByRole('button', { name: 'Dar de baja el abono' }).count()).toBe(0);

    // The owner sees that she ended it herself, and the studio's rules for debts.
    const desk = await studio.signedInPage(studio.accounts.owner, DESKTOP);
    await desk.page.goto('/admin/ajustes-abonos');
    await desk.page.getByLabel('Bloquear: en mora no reserva').check();
    await desk.page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await desk.page.getByText('Ajustes guardados.').waitFor();
    await screenshotPhoneAndDesktop(desk.page, 'billing-settings');
  });
});
