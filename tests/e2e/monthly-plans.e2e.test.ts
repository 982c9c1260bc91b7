import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { raster } from '../support/receipt-files';
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
    await studio.addSlotEveryDay({ disciplina_id: await studio.addDiscipline('Pilates'), hora: '23:30', cupo_maximo: 8 });
    // The studio warns members who owe before they book (it blocks only at the end of the journey).
    await studio.api('PUT', '/api/abonos/settings', { dias_gracia: 10, reserva_con_deuda: 'avisar', bloquear_desde_dias: 0, saldo_a_favor: false }, studio.accounts.owner.token);
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
    // Her home says it first, and leads to her plan.
    await page.goto('/');
    await page.getByRole('link', { name: /Mi abono/ }).getByText('Debes $ 18.000, vence hoy.').waitFor();
    await screenshotPhoneAndDesktop(page, 'billing-home-notice');
    await page.setViewportSize(PHONE);
    await page.goto('/paquetes');
    const plan = page.getByRole('region', { name: 'Mi abono' });
    await plan.getByText('Debes $ 18.000, vence hoy.').waitFor();
    await plan.getByText('$ 28.000 por mes · próxima cuota el miércoles 16 de diciembre').waitFor();

    // She pays $ 8.000 more by transfer and sends the receipt herself.
    const receipt = { name: 'transferencia.png', mimeType: 'image/png', buffer: await raster('png', 40) };
    const sendReceipt = async (amount: string) => {
      await plan.getByRole('button', { name: 'Informar pago' }).click();
      const dialog = page.getByRole('dialog', { name: 'Informar pago' });
      await dialog.getByLabel('Monto que pagaste').fill(amount);
      await dialog.getByLabel('Comprobante de la transferencia').setInputFiles(receipt);
      await dialog.getByRole('button', { name: 'Enviar comprobante' }).click();
      return dialog;
    };
    const first = await sendReceipt('8.000');
    await first.waitFor({ state: 'detached' });
    await plan.getByText('Informaste un pago de $ 8.000 el 16/11: el estudio lo está revisando.').waitFor();

    // She books tonight's class with the month's classes; the owner's console marks her fee as owed.
    const tonight = await studio.findInAgenda(studio.accounts.ana, (o) => o.fecha === studio.today(), "tonight's class");
    await page.getByRole('link', { name: 'Turnos', exact: true }).first().click();
    await studio.slotButton(page, tonight).click();
    const booking = page.getByRole('dialog', { name: 'Reservar turno' });
    await booking.getByText('Debes $ 18.000 de tu cuota. Puedes reservar igual.').waitFor();
    await screenshot(page, 'billing-booking-warned-phone');
    await booking.getByRole('button', { name: 'Reservar' }).click();
    await page.getByRole('dialog', { name: 'Reserva Confirmada' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.goto('/paquetes');
    await owner.page.goto('/profesor');
    await owner.page.getByRole('region', { name: 'Clase de Pilates 23:30' }).getByText('Debe cuota', { exact: true }).waitFor();
    await screenshot(owner.page, 'billing-console-badge-phone');

    // The owner approves it in one tap, from her Usuarios card.
    await owner.page.goto('/admin/usuarios');
    await card.getByRole('button', { name: 'Más acciones para Ana Gómez' }).click();
    await card.getByRole('button', { name: 'Abono y pagos' }).click();
    const reported = account.getByRole('region', { name: 'Pago informado' });
    await reported.getByText('$ 8.000 por transferencia, el 16/11.').waitFor();
    await screenshot(owner.page, 'billing-payment-report-phone');
    await reported.getByRole('button', { name: 'Aprobar pago' }).click();
    await account.getByText('Debe $ 10.000, vence hoy.').waitFor();

    // She sees the balance; the same receipt again is refused as a repeated one.
    await plan.getByText('Debes $ 10.000, vence hoy.').waitFor();
    await plan.getByText('Pagaste $ 18.000 · debes $ 10.000').waitFor();
    await screenshot(page, 'billing-plan-card-phone');
    const again = await sendReceipt('10.000');
    await again.getByText('Ese comprobante ya se envió antes: sube el de este pago.').waitFor();
    await again.getByRole('button', { name: 'Cancelar' }).click();

    // Her "botón de baja": two taps, the date it ends named before she confirms.
    await plan.getByRole('button', { name: 'Dar de baja el abono' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Dar de baja tu abono?' });
    await confirm.getByText('Desde el miércoles 16 de diciembre no se cobra nada más.', { exact: false }).waitFor();
    await screenshot(page, 'billing-cancel-confirm-phone');
    await confirm.getByRole('button', { name: 'Dar de baja', exact: true }).click();
    await plan.getByText('Diste de baja el abono: puedes usarlo hasta el martes 15 de diciembre. No se cobra nada más.').waitFor();
    expect(await plan.getByRole('button', { name: 'Dar de baja el abono' }).count()).toBe(0);

    // The owner sees that she ended it herself, gives a family discount with its reason, and sets the rules for debts.
    const desk = await studio.signedInPage(studio.accounts.owner, DESKTOP);
    await desk.page.goto('/admin/usuarios');
    const deskCard = desk.page.getByRole('listitem', { name: 'Ana Gómez' });
    await deskCard.getByRole('button', { name: 'Más acciones para Ana Gómez' }).click();
    await deskCard.getByRole('button', { name: 'Abono y pagos' }).click();
    const deskAccount = desk.page.getByRole('dialog', { name: 'Abono y pagos' });
    await deskAccount.getByText('Dado de baja por el socio: lo puede usar hasta el martes 15 de diciembre. Motivo: Baja pedida por el socio.').waitFor();
    const adjust = deskAccount.getByRole('form', { name: 'Descuento o deuda perdonada' });
    await adjust.getByLabel('Descuento (opcional)').fill('2.000');
    await adjust.getByLabel('Motivo').fill('Descuento familiar');
    await adjust.getByRole('button', { name: 'Descontar' }).click();
    await deskAccount.getByText('Debe $ 8.000, vence hoy.').waitFor();
    await deskAccount.getByText('Descuento: Descuento familiar', { exact: false }).waitFor();
    await screenshot(desk.page, 'billing-member-discount-desktop');
    await desk.page.goto('/admin/ajustes-abonos');
    await desk.page.getByLabel('Bloquear: en mora no reserva').check();
    await desk.page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await desk.page.getByText('Ajustes guardados.').waitFor();
    await screenshotPhoneAndDesktop(desk.page, 'billing-settings');
  });
});
