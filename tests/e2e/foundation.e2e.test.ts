import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { register, signIn, type Person } from '../support/e2e-people';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// One studio for the whole file: the first person to register becomes its admin, later ones are members.
const admin: Person = { firstName: 'Ana', lastName: 'Gómez', email: 'ana@ejemplo.com', password: 'fuerza2026' };
const member: Person = { firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@ejemplo.com', password: 'sentadilla7' };

let studio: StudioInBrowser;

/** Confirms the sign-out dialog and checks the visitor is back on the landing, for good. */
async function confirmSignOut(page: Page, shot: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '¿Cerrar sesión?' });
  await dialog.waitFor();
  await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('link', { name: 'Registrarse' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await page.reload();
  await page.getByRole('link', { name: 'Iniciar Sesión' }).waitFor();
}

const linkNames = async (page: Page, navigation: string) =>
  page.getByRole('navigation', { name: navigation }).getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? l.textContent?.trim()));

describe('the foundation, as people use it', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser();
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('on a phone, the first person registers, is greeted, has the admin link in the dock, and signs out', async () => {
    const { context, page } = await studio.newPage(PHONE);
    await page.goto('/');
    await page.getByRole('link', { name: 'Iniciar Sesión' }).waitFor();
    await screenshot(page, 'landing-phone');

    await page.getByRole('link', { name: 'Registrarse' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-up');
    await register(page, admin);
    await screenshot(page, 'home-phone');
    const dock = page.getByRole('navigation', { name: 'Accesos rápidos' });
    await expect.poll(() => dock.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Menú principal' }).isVisible()).toBe(false);
    // Four labelled tabs and Más; the other entries and Cerrar sesión are in Más, away from the tabs.
    expect(await linkNames(page, 'Accesos rápidos')).toEqual(['Principal', 'Turnos', 'Admin', 'Crear planificaciones']);
    expect(await dock.getByRole('button', { name: 'Cerrar sesión' }).count()).toBe(0);
    await dock.getByRole('button', { name: 'Más' }).click();
    await dock.getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    expect(await linkNames(page, 'Accesos rápidos')).toEqual(['Principal', 'Turnos', 'Admin', 'Crear planificaciones', 'Planificaciones', 'Videos', 'Paquetes', 'Cuenta']);
    await screenshot(page, 'dock-more-phone');

    await dock.getByRole('button', { name: 'Cerrar sesión' }).click();
    await confirmSignOut(page, 'sign-out-dialog-phone');
    await context.close();
  });

  it('on a phone, a member has no admin links and /admin answers Acceso denegado', async () => {
    const { context, page } = await studio.newPage(PHONE);
    await register(page, member);
    expect(await linkNames(page, 'Accesos rápidos')).toEqual(['Principal', 'Planificaciones', 'Entrenamientos', 'Turnos']);
    await page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('button', { name: 'Más' }).click();
    await page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('button', { name: 'Cerrar sesión' }).waitFor();
    expect(await linkNames(page, 'Accesos rápidos')).toEqual(['Principal', 'Planificaciones', 'Entrenamientos', 'Turnos', 'Videos', 'Paquetes', 'Cuenta']);

    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Acceso denegado' }).waitFor();
    await screenshot(page, 'access-denied-phone');
    expect(await page.getByText('Administración / Configuración').count()).toBe(0);

    await page.goto('/crearPlanificaciones');
    await page.getByRole('heading', { name: 'Acceso denegado' }).waitFor();
    await context.close();
  });

  it('cancelling the sign-out dialog keeps the session', async () => {
    const { context, page } = await studio.signedInPage(member, PHONE);
    const dock = page.getByRole('navigation', { name: 'Accesos rápidos' });
    await dock.getByRole('button', { name: 'Más' }).click();
    await dock.getByRole('button', { name: 'Cerrar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cerrar sesión?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    const greeting = page.getByRole('heading', { name: `Hola, ${member.firstName}` });
    await greeting.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('link', { name: 'Registrarse' }).count()).toBe(0);
    await context.close();
  });

  it('on a desktop, the admin signs in, finds Admin and Crear planificaciones in the sidebar, and signs out from it', async () => {
    const { context, page } = await studio.newPage(DESKTOP);
    await page.goto('/');
    await page.getByRole('link', { name: 'Iniciar Sesión' }).click();
    await signIn(page, admin);
    const sidebar = page.getByRole('navigation', { name: 'Menú principal' });
    await expect.poll(() => sidebar.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Accesos rápidos' }).isVisible()).toBe(false);
    expect(await linkNames(page, 'Menú principal')).toEqual(['Principal', 'Planificaciones', 'Turnos', 'Videos', 'Paquetes', 'Cuenta', 'Admin', 'Crear planificaciones']);
    await screenshot(page, 'home-desktop');

    await sidebar.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Administración / Configuración' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'admin-desktop');

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await confirmSignOut(page, 'sign-out-dialog-desktop');
    await context.close();
  });
});
