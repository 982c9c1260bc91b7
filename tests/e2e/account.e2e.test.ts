import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, screenshotPhoneAndDesktop } from '../support/browser';
import { openFromNav } from '../support/nav';
import { register } from '../support/e2e-people';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// A local account changes its password, and can delete itself, from Cuenta.
const admin = { firstName: 'Ana', lastName: 'Gómez', email: 'ana@ejemplo.com', password: 'fuerza2026' };
const member = { firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@ejemplo.com', password: 'sentadilla7' };
const NEW_PASSWORD = 'remo largo por el delta';

let studio: StudioInBrowser<'admin'>;

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

describe('Cuenta: password and account self-service', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people: { admin } }); // the first account is the studio's admin; the member is the second
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('changes the password: the old one is refused at the next sign-in, the new one works', async () => {
    const { context, page } = await studio.newPage(PHONE);
    await register(page, member);
    await openFromNav(page, 'Cuenta');
    await page.getByRole('heading', { name: 'Tu cuenta' }).waitFor();
    await screenshotPhoneAndDesktop(page, 'cuenta');

    await page.getByLabel('Contraseña actual', { exact: true }).fill('no es la mia');
    await page.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repite la contraseña nueva').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('La contraseña actual no es correcta.').waitFor();

    await page.getByLabel('Contraseña actual', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Listo: tu contraseña cambió').waitFor();
    await context.close();

    const next = await studio.newPage(PHONE);
    await fillSignIn(next.page, member.email, member.password);
    await next.page.getByRole('alert').getByText('Email o contraseña incorrectos.').waitFor();
    await fillSignIn(next.page, member.email, NEW_PASSWORD);
    await next.page.getByRole('heading', { name: `Hola, ${member.firstName}` }).waitFor();
    expect(new URL(next.page.url()).pathname).toBe('/');
    await next.context.close();
  });

  it('deletes the account only after typing Eliminar cuenta; the account cannot sign in again', async () => {
    const leaving = { firstName: 'Carmen', lastName: 'Ruiz', email: 'carmen@ejemplo.com', password: 'me mudo a otra ciudad' };
    const { context, page } = await studio.newPage(PHONE);
    await register(page, leaving);
    await page.goto('/cuenta');
    await page.getByRole('heading', { name: 'Tu cuenta' }).waitFor();
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    const confirm = dialog.getByRole('button', { name: 'Eliminar definitivamente' });
    await dialog.getByLabel('Confirmación').fill('eliminar cuenta');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Confirmación').fill('Eliminar cuenta');
    await screenshotPhoneAndDesktop(page, 'cuenta-eliminar');
    await page.setViewportSize(PHONE);
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();
    await page.waitForURL('**/sign-in');
    await context.close();

    const next = await studio.newPage(PHONE);
    await fillSignIn(next.page, leaving.email, leaving.password);
    await next.page.getByRole('alert').getByText('Email o contraseña incorrectos.').waitFor();
    await next.context.close();
  });
});
