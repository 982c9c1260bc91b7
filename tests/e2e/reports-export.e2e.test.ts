import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import type { Account } from '../support/e2e-people';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

const people = {
  admin: { firstName: 'Leo', lastName: 'Díaz', email: 'leo@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ñandú', lastName: 'Gómez', email: 'nandu@pulso.test', password: 'sentadilla7' },
};

let studio: StudioInBrowser<keyof typeof people>;
let admin: Account;

// The owner downloads the members as CSV from Reportes, with the browser's own session.
describe('Reportes: Exportar', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people });
    admin = studio.accounts.admin;
  });

  afterAll(async () => {
    await studio?.close();
  });

  for (const [viewport, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`on a ${viewport}: Descargar Socios saves a UTF-8 CSV with Spanish headers`, async () => {
      const { context, page } = await studio.signedInPage(admin, size);
      await page.goto('/dashboard');
      const section = page.getByRole('region', { name: 'Exportar' });
      await section.getByRole('link', { name: 'Descargar Socios' }).scrollIntoViewIfNeeded();
      await screenshot(page, `reports-export-${viewport}`);

      const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Descargar Socios' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^pulso-socios-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
      const file = fs.readFileSync((await download.path())!);
      expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = file.toString('utf8');
      expect(text).toContain('Socio;Email;Paquete;Créditos;Vence;Alta');
      expect(text).toContain('Ñandú Gómez;nandu@pulso.test;Sin paquete;');
      await context.close();
    });
  }
});
