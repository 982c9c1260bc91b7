import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshotPhoneAndDesktop } from '../support/browser';
import { signIn, type Account } from '../support/e2e-people';
import { raster } from '../support/receipt-files';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';
import { validThrough } from '../../web/src/lib/package-validity';

// A studio where a mid-month start counts from next month; the admin assigns with the terms shown and changes them with a reason.
const people = {
  admin: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@ejemplo.com', password: 'fuerza2026' },
  bruno: { firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@ejemplo.com', password: 'sentadilla7' },
  carla: { firstName: 'Carla', lastName: 'Sosa', email: 'carla@ejemplo.com', password: 'plancha42' },
};

let studio: StudioInBrowser<keyof typeof people>;
let admin: Account;
let bruno: Account;
let carla: Account;


describe('a mid-month start that counts from next month', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people });
    ({ admin, bruno, carla } = studio.accounts);
    await studio.addPackage({ disciplina_id: null });
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('the admin chooses it in Vigencia y pagos, then assigns a package seeing the dates and credits, and changes the credits with a reason', async () => {
    const { page } = await studio.signedInPage(admin, DESKTOP);
    await page.goto('/admin/ajustes-paquetes');
    await page.getByLabel(/Empieza el mes siguiente/).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Ajustes guardados.').waitFor();
    await screenshotPhoneAndDesktop(page, 'ajustes-paquetes-mes-siguiente');

    const terms = await studio.api<{ valido_hasta: string; creditos: number; mes_siguiente: boolean }>('POST', '/api/paquetes/assignmentTerms', { paqueteId: 1 }, admin.token);
    await page.goto('/admin/usuarios');
    await page.getByRole('listitem', { name: 'Bruno Díaz' }).getByRole('button', { name: /Asignar paquete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Asignar paquete' });
    await dialog.getByLabel('Paquete').selectOption({ label: '8 clases (8 clases)' });
    const summary = dialog.getByRole('list', { name: 'Lo que da la regla del estudio' });
    // The last day it counts, the day before valido_hasta, as the member reads it too.
    await summary.getByText(validThrough(terms.valido_hasta), { exact: false }).waitFor();
    // On the 1st there is nothing left of the month to give; any other day says so.
    expect(await summary.getByText('Cuenta desde el mes siguiente', { exact: false }).count()).toBe(terms.mes_siguiente ? 1 : 0);
    await summary.getByText('8 créditos').waitFor();
    await dialog.getByLabel('Créditos').fill('10');
    await dialog.getByLabel('Motivo del cambio').fill('Dos clases de regalo por el cambio de horario');
    await screenshotPhoneAndDesktop(page, 'asignar-paquete-terminos');
    await dialog.getByRole('button', { name: 'Asignar' }).click();
    await dialog.getByText('Paquete asignado correctamente').waitFor();
    const held = await studio.api<{ valido_hasta: string; creditos_restantes: number }>('POST', '/api/paquetes/getUserPackage', { clerkUserId: bruno.userId }, admin.token);
    expect(held).toMatchObject({ valido_hasta: terms.valido_hasta, creditos_restantes: 10 });
  });

  it('the approval dialog shows the same terms for a member\'s request', async () => {
    const m = (await studio.newPage(PHONE)).page;
    await signIn(m, carla);
    await m.goto('/paquetes');
    await m.getByRole('button', { name: 'Solicitar' }).click();
    const sending = m.getByRole('dialog', { name: 'Solicitar 8 clases' });
    await sending.getByLabel('Comprobante de pago').setInputFiles({ name: 'transferencia.png', mimeType: 'image/png', buffer: await raster('png', 120) });
    await sending.getByRole('button', { name: 'Enviar comprobante' }).click();
    await m.getByRole('dialog', { name: 'Comprobante enviado' }).waitFor();

    const { page } = await studio.signedInPage(admin, PHONE);
    await page.goto('/admin/usuarios');
    await page.getByRole('listitem', { name: 'Solicitud de Carla Sosa' }).getByRole('button', { name: 'Aprobar' }).click();
    const approving = page.getByRole('dialog', { name: 'Aprobar solicitud' });
    await approving.getByText('8 créditos').waitFor();
    await screenshotPhoneAndDesktop(page, 'aprobar-mes-siguiente');
    await approving.getByRole('button', { name: 'Aprobar' }).click();
    await page.getByText('No hay solicitudes pendientes.').waitFor();
    const terms = await studio.api<{ valido_hasta: string }>('POST', '/api/paquetes/assignmentTerms', { paqueteId: 1 }, admin.token);
    const held = await studio.api<{ valido_hasta: string; creditos_restantes: number }>('POST', '/api/paquetes/getUserPackage', { clerkUserId: carla.userId }, admin.token);
    expect(held).toMatchObject({ valido_hasta: terms.valido_hasta, creditos_restantes: 8 });
  });
});
