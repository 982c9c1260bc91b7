import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import type { Account } from '../support/e2e-people';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

const people = {
  owner: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  coach: { firstName: 'Sofía', lastName: 'Ruiz', email: 'sofia@pulso.test', password: 'burpees2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@pulso.test', password: 'sentadilla7' },
};

/** The shell's navigation: the phone's dock and the desktop's sidebar (screens have navs of their own, such as Admin's). */
const SHELL_NAV = ':is(nav[aria-label="Accesos rápidos"], nav[aria-label="Menú principal"])';

type Placed = { name: string; left: number; right: number; top: number; bottom: number };

/**
 * Every control the shell's navigation shows (the phone's tabs and what Más holds, the sidebar's links on a desktop)
 * and its sign-out button, with where it is drawn. Hidden ones (the other layout's) are left out.
 */
const navControls = (page: Page): Promise<Placed[]> =>
  page.locator(`${SHELL_NAV} a[href], ${SHELL_NAV} button, aside button`).evaluateAll((nodes) =>
    nodes
      .filter((n) => n.checkVisibility())
      .map((n) => {
        const r = n.getBoundingClientRect();
        return { name: n.getAttribute('aria-label') ?? n.textContent?.trim() ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
  );

let studio: StudioInBrowser<'admin' | 'coach' | 'member'>;
let accounts: Record<'admin' | 'coach' | 'member', Account>;

describe('every navigation entry and sign-out fit the screen, for an admin, a coach and a member', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people: { admin: people.owner, coach: people.coach, member: people.ana } });
    accounts = studio.accounts;
    await studio.api('POST', '/api/user/setRole', { clerkUserId: accounts.coach.userId, role: 'coach' }, accounts.admin.token);
  });

  afterAll(async () => {
    await studio?.close();
  });

  for (const role of ['admin', 'coach', 'member'] as const) {
    for (const [viewport, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      it(`${role} on a ${viewport} (${size.width} px): each entry is inside the viewport${viewport === 'phone' ? ', on every screen the nav opens' : ''}`, async () => {
        const { context, page } = await studio.signedInPage(accounts[role], size);
        // A phone keeps four tabs and Más: the other entries and Cerrar sesión are in it.
        if (viewport === 'phone') {
          await page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('button', { name: 'Más' }).click();
        }
        await page.getByRole('button', { name: 'Cerrar sesión' }).filter({ visible: true }).waitFor();
        const controls = await navControls(page);
        await screenshot(page, `nav-${role}-${viewport}`);
        expect(controls.map((c) => c.name)).toContain('Cerrar sesión');
        expect(controls.length).toBeGreaterThanOrEqual(6);
        // Every entry is a 44 px target at least.
        const small = controls.filter((c) => c.right - c.left < 44 || c.bottom - c.top < 44);
        expect(small, JSON.stringify(small)).toEqual([]);
        if (viewport === 'phone') {
          // At most five tabs, and sign-out is not one of them: it sits above the tab bar, in Más.
          const tabs = await page.locator('nav[aria-label="Accesos rápidos"] > ul > li').count();
          expect(tabs).toBeLessThanOrEqual(5);
          const more = controls.find((c) => c.name === 'Más')!;
          const signOut = controls.find((c) => c.name === 'Cerrar sesión')!;
          expect(signOut.bottom).toBeLessThanOrEqual(more.top);
        }
        // Entrenamientos (Mis entrenamientos) is a member's own: staff follow members' workouts from Clases or Admin.
        expect(controls.map((c) => c.name).includes('Entrenamientos')).toBe(role === 'member');
        const outside = controls.filter((c) => c.left < 0 || c.top < 0 || c.right > size.width || c.bottom > size.height);
        expect(outside, JSON.stringify(controls)).toEqual([]);
        // On every screen the nav leads to: a page wider than the phone widens the layout and pushes the dock off it.
        // (A desktop's sidebar keeps its place whatever a screen's width: there the first screen is enough.)
        if (viewport === 'desktop') return void (await context.close());
        const targets = await page.locator(`${SHELL_NAV} a[href]`).evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href') ?? ''));
        for (const target of targets) {
          await page.goto(target);
          await page.getByRole('heading').first().waitFor();
          await page.waitForLoadState('networkidle');
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          const off = (await navControls(page)).filter((c) => c.left < 0 || c.right > size.width || c.bottom > size.height);
          expect({ target, wide, off }).toEqual({ target, wide: size.width, off: [] });
        }
        await context.close();
      });
    }
  }
});
