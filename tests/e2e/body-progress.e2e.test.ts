import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

const people = {
  owner: { firstName: 'Marta', lastName: 'Ruiz', email: 'marta.progreso@pulso.test', password: 'estudio2026' },
  coach: { firstName: 'Leo', lastName: 'Díaz', email: 'leo.progreso@pulso.test', password: 'fuerza2026' },
  ana: { firstName: 'Ana', lastName: 'Gómez', email: 'ana.progreso@pulso.test', password: 'sentadilla7' },
};

let studio: StudioInBrowser<keyof typeof people>;

/** A phone photo as a camera writes one: a few colours, the place and the phone in its metadata. */
const cameraPhoto = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: '#b98a6a' } })
    .composite([{ input: { create: { width: 300, height: 700, channels: 3, background: '#3b4a5c' } }, top: 300, left: 300 }])
    .jpeg()
    .withMetadata({ exif: { IFD0: { Model: 'Teléfono de Ana' } } })
    .toBuffer();

describe('progress beyond kilograms: a member measures and photographs herself, and shares it with her coach', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people, seedDemo: true });
    const { owner, coach, ana } = studio.accounts;
    await studio.api('POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }, owner.token);
    // Two earlier measurements (a month apart), so her charts have a line before today's.
    await studio.api('POST', '/api/progreso/medidas', { fecha: '2026-09-16', peso: 75, cintura: 86, grasa: 27 }, ana.token);
    await studio.api('POST', '/api/progreso/medidas', { fecha: '2026-10-16', peso: '73,4', cintura: 83 }, ana.token);
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('at 375 px she logs today\'s measurements and a photo, sees her charts, and turns sharing on', async () => {
    const { page } = await studio.signedInPage(people.ana, PHONE);
    await page.goto('/entrenamientos');
    await page.getByRole('link', { name: 'Medidas y fotos' }).click();
    await page.getByRole('heading', { name: 'Mi progreso' }).waitFor();
    await expect.poll(() => page.getByText('Tus medidas y tus fotos son privadas: solo tú las ves hasta que actives esto.').isVisible()).toBe(true);

    const form = page.getByRole('form', { name: 'Registrar medidas' });
    await form.getByLabel('Peso (kg)').fill('71,8');
    await form.getByLabel('Cintura (cm)').fill('81');
    await form.getByRole('button', { name: 'Guardar medidas' }).click();
    await form.getByText('Medidas guardadas.').waitFor();
    // Three points a chart: September, October and today; the list starts with today's (16/11/2026).
    await expect.poll(() => page.getByText('16/11/2026').filter({ visible: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('71,8').filter({ visible: true }).count()).toBeGreaterThan(0);

    const upload = page.getByRole('form', { name: 'Subir una foto' });
    await upload.getByLabel('Foto').setInputFiles({ name: 'frente.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() });
    await upload.getByRole('button', { name: 'Subir foto' }).click();
    await upload.getByText('Foto subida.').waitFor();
    const photo = page.locator('img[src^="/api/progreso/fotos/"]').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // A figure out of its range is refused in Spanish before it leaves the phone.
    await form.getByLabel('Grasa corporal (%)').fill('90');
    await form.getByRole('button', { name: 'Guardar medidas' }).click();
    await form.getByText('La grasa corporal va de 2 a 70 %.').waitFor();
    await form.getByLabel('Grasa corporal (%)').fill('');
    await expect.poll(() => form.getByText('La grasa corporal va de 2 a 70 %.').count()).toBe(0);

    await page.getByRole('switch', { name: 'Compartir con mis profesores' }).check();
    await page.getByText('Tus profesores ven tus medidas y tus fotos. Puedes dejar de compartirlas cuando quieras.').waitFor();
    await screenshot(page, 'progreso-socia-phone');
    for (const [viewport, suffix] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      await page.setViewportSize(viewport);
      if (suffix === 'desktop') await screenshot(page, 'progreso-socia-desktop');
      await page.getByRole('form', { name: 'Registrar medidas' }).getByRole('button', { name: 'Guardar medidas' }).scrollIntoViewIfNeeded();
      await screenshot(page, `progreso-socia-graficos-${suffix}`);
      await page.getByRole('heading', { name: 'Fotos de progreso' }).scrollIntoViewIfNeeded();
      await screenshot(page, `progreso-socia-fotos-${suffix}`);
    }
  });

  it('at 1280 px her coach sees her figures and her photo on her page, and nothing once she stops sharing', async () => {
    const { ana } = studio.accounts;
    const { page } = await studio.signedInPage(people.coach, DESKTOP);
    await page.goto(`/profesor/entrenamientos/${ana.userId}`);
    const section = page.getByRole('region', { name: 'Progreso corporal' });
    await section.waitFor();
    await expect.poll(() => section.getByText('71,8').filter({ visible: true }).count()).toBeGreaterThan(0);
    const photo = section.locator('img[src^="/api/progreso/fotos/"]').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect.poll(() => section.getByRole('button', { name: /borrar|eliminar/i }).count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'progreso-profesor-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'progreso-profesor-phone');

    await studio.api('PUT', '/api/progreso/compartir', { compartido: false }, ana.token);
    await page.reload();
    await page.getByRole('region', { name: 'Progreso corporal' }).getByText(/todavía no compartió sus medidas ni sus fotos\.$/i).waitFor();
    await expect.poll(() => page.locator('img[src^="/api/progreso/fotos/"]').count()).toBe(0);
  });
});
