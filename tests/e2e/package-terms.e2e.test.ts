import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { register } from '../support/e2e-people';
import { raster } from '../support/receipt-files';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// The studio's package settings, its transfer details on /paquetes, and a top-up approved through the dialog.
const admin = { firstName: 'Ana', lastName: 'Gómez', email: 'ana@ejemplo.com', password: 'fuerza2026' };
const member = { firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@ejemplo.com', password: 'sentadilla7' };

let studio: StudioInBrowser;

describe('packages that fit the month', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser();
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('the admin sets the rule and transfer details; a member with 0 credits sees them and tops up; the admin approves with the terms shown', async () => {
    const a = (await studio.newPage(DESKTOP)).page;
    await register(a, admin);
    expect((await a.request.put('/api/paquetes/addPaquete', { data: { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null } })).status()).toBe(201);

    await a.goto('/admin/ajustes-paquetes');
    await a.getByLabel('Mes calendario', { exact: false }).waitFor();
    await a.getByLabel(/Créditos proporcionales/).check();
    await a.getByLabel('Alias').fill('pulso.estudio');
    await a.getByLabel('CBU').fill('0000003100012345678901');
    await a.getByLabel('Titular').fill('Pulso Estudio SRL');
    await a.getByRole('button', { name: 'Guardar' }).click();
    await a.getByText('Ajustes guardados.').waitFor();
    await screenshotPhoneAndDesktop(a, 'ajustes-paquetes');

    const m = (await studio.newPage(PHONE)).page;
    await register(m, member);
    const memberId = ((await (await m.request.get('/api/auth/me')).json()) as { userId: string }).userId;
    const assigned = await a.request.post('/api/paquetes/assignPackageToUser', { data: { clerkUserId: memberId, paqueteId: 1, creditos_restantes: 0, motivo: 'Sin créditos para probar la recarga' } });
    expect(assigned.status(), await assigned.text()).toBe(200);

    await m.goto('/paquetes');
    await m.getByLabel('0 créditos disponibles').waitFor();
    await screenshotPhoneAndDesktop(m, 'paquetes-datos-y-renovar');

    // The transfer details sit in the request itself, with Copiar, beside the amount to pay.
    await m.setViewportSize(PHONE);
    await m.getByRole('button', { name: 'Recargar con 8 clases' }).click();
    const dialog = m.getByRole('dialog', { name: 'Recargar 8 clases' });
    const details = dialog.getByRole('region', { name: 'Datos para transferir' });
    await details.getByText('pulso.estudio').waitFor();
    await details.getByText('Pulso Estudio SRL').waitFor();
    await details.getByRole('button', { name: 'Copiar alias' }).click();
    await details.getByText('Copiado!').waitFor();
    await dialog.getByLabel('Comprobante de pago').setInputFiles({ name: 'transferencia.png', mimeType: 'image/png', buffer: await raster('png', 120) });
    await dialog.getByText('transferencia.png').waitFor();
    await dialog.getByRole('img', { name: 'Vista previa del comprobante' }).waitFor();
    for (const [size, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      await m.setViewportSize(size);
      await screenshot(m, `paquetes-recarga-${name}`);
    }
    await m.setViewportSize(PHONE);
    await dialog.getByRole('button', { name: 'Enviar comprobante' }).click();
    await m.getByRole('dialog', { name: 'Comprobante enviado' }).waitFor();
    await m.getByRole('button', { name: 'Aceptar' }).click();

    await a.goto('/admin/usuarios');
    const request = a.getByRole('listitem', { name: 'Solicitud de Bruno Díaz' });
    await request.getByRole('button', { name: 'Aprobar' }).click();
    const approving = a.getByRole('dialog', { name: 'Aprobar solicitud' });
    await approving.getByText('8 créditos').waitFor();
    await screenshotPhoneAndDesktop(a, 'aprobar-recarga');
    await approving.getByRole('button', { name: 'Aprobar' }).click();
    await a.getByText('No hay solicitudes pendientes.').waitFor();

    // Live on the member's screen: the top-up's credits arrive without a reload.
    await m.getByLabel('8 créditos disponibles').waitFor();
  });
});
