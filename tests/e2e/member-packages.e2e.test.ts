import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { register } from '../support/e2e-people';
import { raster } from '../support/receipt-files';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// The whole package journey in Spanish: a member requests with a receipt, the admin approves from Usuarios.
const admin = { firstName: 'Ana', lastName: 'Gómez', email: 'ana@ejemplo.com', password: 'fuerza2026' };
const member = { firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@ejemplo.com', password: 'sentadilla7' };

let studio: StudioInBrowser;

describe('member packages, from proof of payment to credits', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser();
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('a member requests a package with a receipt, the admin approves it from Usuarios, and both see the credits', async () => {
    const adminSide = await studio.newPage(DESKTOP);
    await register(adminSide.page, admin);
    const created = await adminSide.page.request.put('/api/paquetes/addPaquete', { data: { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null } });
    expect(created.status()).toBe(201);

    // The admin keeps Usuarios open: the request must appear there live (admin:requests over realtime).
    const a = adminSide.page;
    await a.goto('/admin/usuarios');
    await a.getByText('No hay solicitudes pendientes.').waitFor();

    const memberSide = await studio.newPage(PHONE);
    const m = memberSide.page;
    await register(m, member);
    await m.goto('/paquetes');
    const card = m.getByRole('region', { name: '8 clases' });
    await card.getByText('2 clases por semana').waitFor();
    expect((await card.textContent())?.replace(/\s/g, ' ')).toContain('$ 28.000');
    await m.getByText('No tienes un paquete activo.', { exact: false }).waitFor();
    await screenshotPhoneAndDesktop(m, 'paquetes-sin-paquete');

    await m.setViewportSize(PHONE);
    await card.getByRole('button', { name: 'Solicitar' }).click();
    const dialog = m.getByRole('dialog');
    const send = dialog.getByRole('button', { name: 'Enviar comprobante' });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Comprobante de pago').setInputFiles({ name: 'transferencia.png', mimeType: 'image/png', buffer: await raster('png', 120) });
    await dialog.getByText('transferencia.png').waitFor();
    await dialog.getByLabel('Número de operación (opcional)').fill('8001');
    await screenshotPhoneAndDesktop(m, 'paquetes-solicitud');
    await send.click();
    await m.getByRole('dialog', { name: 'Comprobante enviado' }).getByText('Lo recibimos correctamente.').waitFor();
    await screenshotPhoneAndDesktop(m, 'paquetes-exito');
    await m.getByRole('button', { name: 'Aceptar' }).click();
    await m.getByText('está en revisión', { exact: false }).waitFor();
    expect(await card.getByRole('button', { name: 'Solicitar' }).isDisabled()).toBe(true);
    await screenshotPhoneAndDesktop(m, 'paquetes-en-revision');

    const pending = a.getByRole('region', { name: 'Solicitudes pendientes' });
    const request = pending.getByRole('listitem', { name: 'Solicitud de Bruno Díaz' });
    await request.waitFor();
    await screenshotPhoneAndDesktop(a, 'usuarios-pendiente');
    await request.getByRole('button', { name: 'Ver comprobante' }).click();
    const viewer = a.getByRole('dialog', { name: 'Comprobante' });
    await viewer.getByRole('img', { name: 'Comprobante de pago' }).waitFor();
    await screenshotPhoneAndDesktop(a, 'usuarios-comprobante');
    // The decision is taken while looking at the receipt.
    await viewer.getByRole('button', { name: 'Aprobar' }).click();
    const approving = a.getByRole('dialog', { name: 'Aprobar solicitud' });
    // Approved on Monday 16 November, the package counts through the last day of the month: one end, in the member's words too.
    await approving.getByText('Válido desde el lunes 16 de noviembre hasta el lunes 30 de noviembre').waitFor();
    await screenshotPhoneAndDesktop(a, 'usuarios-aprobar');
    await approving.getByRole('button', { name: 'Aprobar' }).click();
    await pending.getByText('No hay solicitudes pendientes.').waitFor();

    // Approved on TEST_NOW, 16 November: the package runs to the end of the month, 15 days from today to the 1st.
    const row = a.getByRole('listitem', { name: 'Bruno Díaz' });
    await row.getByText('8 clases').waitFor();
    expect(await row.getByLabel('Días restantes').textContent()).toBe('15 días');
    expect(await row.getByLabel('Créditos restantes').textContent()).toBe('8 créditos');
    expect(await row.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(232, 246, 238)');
    expect(await a.getByRole('listitem', { name: 'Ana Gómez' }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    await screenshotPhoneAndDesktop(a, 'usuarios-aprobado');

    await row.getByRole('button', { name: 'Asignar paquete' }).click();
    await a.getByRole('dialog').getByRole('button', { name: 'Asignar' }).click();
    await a.getByRole('dialog').getByText('Por favor, selecciona un paquete').waitFor();
    await screenshotPhoneAndDesktop(a, 'usuarios-asignar');
    await a.keyboard.press('Escape');

    // No reload: the member's /paquetes follows the approval over realtime (user:<id>).
    await m.getByRole('region', { name: '8 clases' }).getByText('Ya tienes este paquete').waitFor();
    await m.getByLabel('8 créditos disponibles').waitFor();
    await m.getByRole('region', { name: 'Historial de créditos' }).getByText('Paquete asignado').waitFor();
    await screenshotPhoneAndDesktop(m, 'paquetes-con-paquete');
    await m.getByText('Válido hasta el lunes 30 de noviembre', { exact: false }).waitFor();

    // A class she books is named on its credit line.
    const discipline = await a.request.post('/api/disciplinas/addDisciplina', { data: { id: 0, nombre: 'Funcional' } });
    const slot = await a.request.post('/api/horarios/addHorario', { data: { id: 0, dia_semana: 'Jueves', hora: '18:00', cupo_maximo: 8, disciplina_id: ((await discipline.json()) as { id: number }).id } });
    const booked = await m.request.post('/api/reservas/addReserva', { data: { fecha: '2026-11-19', horario_id: ((await slot.json()) as { id: number }).id } });
    expect(booked.status(), await booked.text()).toBe(200);
    const history = m.getByRole('region', { name: 'Historial de créditos' });
    await history.getByText('Funcional, jue 19/11 18:00').waitFor();
    for (const [size, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      await m.setViewportSize(size);
      await history.scrollIntoViewIfNeeded();
      await screenshot(m, `paquetes-historial-${name}`);
    }

    // The studio renews her in bulk: her screen says so live, and offers no second renewal for that period.
    const memberId = ((await (await m.request.get('/api/auth/me')).json()) as { userId: string }).userId;
    const bulk = await a.request.post('/api/usuarios/bulkAsignarPaquete', { data: { paqueteId: 1, modo: 'renovar', clerkUserIds: [memberId] } });
    expect(bulk.status(), await bulk.text()).toBe(200);
    await m.getByText('Renovación pedida: 8 clases, desde el 01/12').waitFor();
    expect(await m.getByRole('button', { name: 'Renovar con 8 clases' }).count()).toBe(0);
    await m.getByRole('button', { name: 'Recargar con 8 clases' }).waitFor();
    await m.evaluate(() => window.scrollTo(0, 0));
    await screenshotPhoneAndDesktop(m, 'paquetes-renovacion-pedida');

    // Home shows the package and its credits too.
    await m.goto('/');
    const held = m.getByLabel('Tu paquete');
    await held.waitFor();
    expect(await held.textContent()).toContain('8 clases · 7 créditos disponibles'); // one went to Thursday's class
    await screenshotPhoneAndDesktop(m, 'home-con-paquete');
    await Promise.all([adminSide.context.close(), memberSide.context.close()]);
  });
});
