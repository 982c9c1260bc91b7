import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshotPhoneAndDesktop } from '../support/browser';
import { register } from '../support/e2e-people';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// The owner filters Usuarios by "Sin paquete", picks members and gives them a package in one go.
const owner = { firstName: 'Olga', lastName: 'Dueña', email: 'olga@ejemplo.com', password: 'fuerza2026' };

let studio: StudioInBrowser;

describe('Usuarios: filters in the URL, bulk package assignment, CSV', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser();
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('the admin filters "Sin paquete", selects members and assigns a package to them in bulk', async () => {
    const { page: a } = await studio.newPage(PHONE);
    await register(a, owner);
    const created = await a.request.put('/api/paquetes/addPaquete', { data: { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null } });
    expect(created.status()).toBe(201);
    const paqueteId = (await created.json()).id as number;
    // 27 members: with the owner, 28 users, two pages of 25. Three already hold the package.
    const names = ['Bruno Díaz', 'Carla Núñez', 'Dante Pérez', ...Array.from({ length: 24 }, (_, i) => `Socia${String(i + 1).padStart(2, '0')} Prueba`)];
    const members = [];
    for (const [i, name] of names.entries()) {
      const [firstName, lastName] = name.split(' ');
      members.push(await studio.signUp({ firstName: firstName!, lastName: lastName!, email: `socio${i}@ejemplo.com`, password: 'sentadilla7' }));
    }
    for (const m of members.slice(24)) {
      const res = await a.request.post('/api/paquetes/assignPackageToUser', { data: { clerkUserId: m.userId, paqueteId } });
      expect(res.status()).toBe(200);
    }

    await a.goto('/admin/usuarios');
    const bar = a.getByRole('status').filter({ hasText: 'socios' });
    await bar.filter({ hasText: '28 socios' }).waitFor();
    await a.getByText('Página 1 de 2').waitFor();
    await screenshotPhoneAndDesktop(a, 'usuarios-lista');

    await a.setViewportSize(PHONE);
    await a.getByRole('group', { name: 'Filtrar' }).getByRole('button', { name: 'Sin paquete' }).click();
    await a.waitForURL(/estado=sin_paquete/);
    await bar.filter({ hasText: '25 socios' }).waitFor();
    await a.getByRole('listitem', { name: 'Bruno Díaz' }).waitFor();
    expect(await a.getByRole('listitem', { name: 'Socia22 Prueba' }).count()).toBe(0);

    await a.getByRole('checkbox', { name: 'Seleccionar a Bruno Díaz' }).check();
    await a.getByRole('checkbox', { name: 'Seleccionar a Carla Núñez' }).check();
    await bar.filter({ hasText: '2 socios seleccionados de 25' }).waitFor();
    await a.getByRole('button', { name: 'Asignar paquete (2 socios)' }).click();
    const dialog = a.getByRole('dialog', { name: 'Asignar paquete a 2 socios' });
    await dialog.getByRole('option', { name: '8 clases (8 clases)' }).waitFor({ state: 'attached' });
    // Continuar before choosing asks for a package (the dialog's machine stays in its first step).
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Elige un paquete.' }).waitFor();
    await dialog.getByRole('combobox').selectOption(String(paqueteId));
    await screenshotPhoneAndDesktop(a, 'usuarios-bulk-elegir');
    await a.setViewportSize(PHONE);
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByText('¿Asignar «8 clases» a 2 socios?', { exact: false }).waitFor();
    await screenshotPhoneAndDesktop(a, 'usuarios-bulk-confirmar');
    await a.setViewportSize(PHONE);
    await dialog.getByRole('button', { name: 'Confirmar (2 socios)' }).click();
    const results = dialog.getByRole('list', { name: 'Resultado por socio' });
    await results.getByText('Bruno Díaz').waitFor();
    expect((await results.textContent())?.replace(/\s+/g, ' ')).toContain('Carla Núñez: asignado');
    await dialog.getByText('«8 clases»: 2 listos.').waitFor();
    await screenshotPhoneAndDesktop(a, 'usuarios-bulk-resultado');
    await dialog.getByRole('button', { name: 'Cerrar', exact: true }).last().click();

    // They leave "Sin paquete": the list refetches after the command.
    await bar.filter({ hasText: '23 socios' }).waitFor();
    expect(await a.getByRole('listitem', { name: 'Bruno Díaz' }).count()).toBe(0);

    // The whole filter at once, on a desktop table: the page, then every member matching.
    await a.setViewportSize(DESKTOP);
    await a.getByRole('checkbox', { name: 'Seleccionar página' }).check();
    await bar.filter({ hasText: '23 socios seleccionados de 23' }).waitFor();
    await screenshotPhoneAndDesktop(a, 'usuarios-seleccion');

    // The CSV of the current filter, with the browser's session.
    const href = await a.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href');
    expect(href).toBe('/api/reportes/exportarUsuarios?estado=sin_paquete');
    const csv = await a.request.get(href!);
    const body = await csv.text();
    expect(body.charCodeAt(0)).toBe(0xfeff);
    expect(body.slice(1).split('\r\n')[0]).toBe('Nombre;Apellido;Email;Rol;Paquete;Créditos;Vence;Días restantes;Comprobante pendiente;Última clase');
    expect(body).toContain('Dante;Pérez;socio2@ejemplo.com;Socio;Sin paquete;;;;No');
    expect(body).not.toContain('Bruno');

    // Filters are in the URL: another filter, then Back, returns to "Sin paquete".
    await a.getByRole('group', { name: 'Filtrar' }).getByRole('button', { name: 'Vence esta semana' }).click();
    await a.waitForURL(/estado=vence_semana/);
    await a.goBack();
    await a.waitForURL(/estado=sin_paquete/);
    expect(await a.getByRole('group', { name: 'Filtrar' }).getByRole('button', { name: 'Sin paquete' }).getAttribute('aria-pressed')).toBe('true');
    await bar.filter({ hasText: '23 socios' }).waitFor();

    // A renewal queued for a member shows on her card (package and from when); the card's other actions are in
    // "Más acciones", one primary action beside it.
    const renewed = await a.request.post('/api/usuarios/bulkAsignarPaquete', { data: { paqueteId, modo: 'renovar', clerkUserIds: [members[24]!.userId] }, headers: { 'idempotency-key': 'renovar-socia22' } });
    expect((await renewed.json()).resultados[0].resultado).toBe('renovacion_en_cola');
    const listed = await (await a.request.get('/api/usuarios/lista?q=socia22')).json();
    const desde = listed.data[0].renovacion_en_cola.desde as string;
    await a.setViewportSize(PHONE);
    await a.goto('/admin/usuarios?q=socia22');
    const card = a.getByRole('listitem', { name: 'Socia22 Prueba' });
    await card.getByText(`Renovación en cola: 8 clases, desde el ${desde.slice(8, 10)}/${desde.slice(5, 7)}`).waitFor();
    await card.getByRole('button', { name: 'Más acciones para Socia22 Prueba' }).click();
    await card.getByRole('button', { name: 'Ajustar créditos' }).waitFor();
    await screenshotPhoneAndDesktop(a, 'usuarios-tarjeta-acciones');

    // A coach cannot list or assign.
    const coach = members[3]!;
    await studio.api('POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }, (await signUpToken(a)));
    const refused = await fetch(`${studio.server.baseUrl}/api/usuarios/lista`, { headers: { authorization: `Bearer ${coach.token}` } });
    expect(refused.status).toBe(403);
  });
});

/** The owner's bearer token, signed in again through the API (the browser holds a cookie). */
async function signUpToken(_page: Page): Promise<string> {
  const res = await fetch(`${studio.server.baseUrl}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: owner.email, password: owner.password }) });
  return ((await res.json()) as { token: string }).token;
}
