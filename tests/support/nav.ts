import type { Page } from 'playwright-core';
import { PHONE } from './browser';

/**
 * Opens a screen from the shell's navigation, by its link's name: on a phone, from the tab bar or, when it is not
 * one of the tabs, from Más; on a desktop, from the sidebar.
 */
export async function openFromNav(page: Page, name: string): Promise<void> {
  const tabs = page.getByRole('navigation', { name: 'Accesos rápidos' });
  const link = () => page.getByRole('link', { name, exact: true }).filter({ visible: true }).first();
  if ((await tabs.isVisible()) && (await link().count()) === 0) await tabs.getByRole('button', { name: 'Más' }).click();
  await link().click();
}

/** On a phone's screen, asks to sign out from Más and answers the question; back on the landing page. */
export async function signOutOnPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE);
  const tabs = page.getByRole('navigation', { name: 'Accesos rápidos' });
  await tabs.getByRole('button', { name: 'Más' }).click();
  await tabs.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('dialog', { name: '¿Cerrar sesión?' }).getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
