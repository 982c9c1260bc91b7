import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, screenshot } from '../support/browser';
import { register } from '../support/e2e-people';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

const admin = { firstName: 'Laura', lastName: 'Coach', email: 'laura@ejemplo.com', password: 'fuerza2026' };
const member = { firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@ejemplo.com', password: 'sentadilla7' };

let studio: StudioInBrowser;

describe('news and videos in the browser', () => {
  let adminPage: Page;
  let memberPage: Page;

  beforeAll(async () => {
    studio = await startStudioInBrowser();
    adminPage = (await studio.newPage(DESKTOP)).page;
    memberPage = (await studio.newPage(PHONE)).page;
    await register(adminPage, admin);
    await register(memberPage, member);
  });
  afterAll(async () => {
    await studio?.close();
  });

  it('an admin publishes a post with an image and the member’s open home shows it without reloading', async () => {
    await memberPage.getByText('No hay noticias disponibles en este momento').waitFor();
    await memberPage.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await adminPage.goto('/admin/crearNoticias');
    await adminPage.getByRole('button', { name: 'Crear Noticia' }).click();
    await adminPage.getByText('Por favor selecciona una imagen').waitFor();
    await adminPage.getByLabel('Título', { exact: true }).fill('Clase abierta de movilidad');
    await adminPage.getByLabel('Subtítulo (opcional)').fill('Sábado 10:00, trae a un amigo');
    await adminPage.getByLabel('Contenido').fill('Una clase gratuita para socios e invitados. '.repeat(8).trim());
    const image = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#ff4d2e' } }).jpeg().toBuffer();
    await adminPage.getByLabel('Imagen').setInputFiles({ name: 'movilidad.jpg', mimeType: 'image/jpeg', buffer: image });
    await adminPage.getByRole('button', { name: 'Crear Noticia' }).click();
    await adminPage.getByText('Noticia creada', { exact: true }).waitFor();
    await screenshot(adminPage, 'news-create-desktop');

    // Live: the realtime `news` topic refetches the card on the member's open home.
    const post = memberPage.getByRole('article', { name: 'Clase abierta de movilidad' });
    await post.waitFor({ timeout: 15_000 });
    expect(await memberPage.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    await post.getByText('Sábado 10:00, trae a un amigo').waitFor();
    await post.getByText('16/11', { exact: true }).waitFor(); // a list of posts: day and month
    const img = post.locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await img.getAttribute('src')).toMatch(/^\/api\/noticias\/images\/[0-9a-f-]{36}\.jpg$/);
    await post.getByRole('button', { name: 'Leer más' }).click();
    await post.getByRole('button', { name: 'Mostrar menos' }).waitFor();
    await screenshot(memberPage, 'news-home-phone');

    // The admin list: edit in a modal, delete with confirmation.
    await adminPage.goto('/admin/noticias');
    await adminPage.getByRole('button', { name: 'Editar Clase abierta de movilidad' }).click();
    await adminPage.getByRole('dialog').getByLabel('Título', { exact: true }).fill('Clase abierta de movilidad (cupos limitados)');
    await adminPage.getByRole('button', { name: 'Guardar cambios' }).click();
    await memberPage.getByRole('article', { name: 'Clase abierta de movilidad (cupos limitados)' }).waitFor({ timeout: 15_000 });
    await adminPage.getByRole('button', { name: 'Eliminar Clase abierta de movilidad (cupos limitados)' }).click();
    await adminPage.getByRole('dialog', { name: '¿Estás seguro?' }).getByRole('button', { name: 'Eliminar' }).click();
    await memberPage.getByText('No hay noticias disponibles en este momento').waitFor({ timeout: 15_000 });
  });

  it('the videos grid pages through 20 videos, 9 at a time, and opens one in a new tab', async () => {
    // A studio without videos says so, with no pager.
    await memberPage.goto('/videos');
    await memberPage.getByText('Todavía no hay videos. Cuando el estudio suba los de técnica, los verás aquí.').waitFor();
    expect(await memberPage.getByRole('navigation', { name: 'Páginas' }).count()).toBe(0);
    await screenshot(memberPage, 'videos-empty-phone');
    for (let i = 1; i <= 20; i++) {
      const n = String(i).padStart(2, '0');
      const res = await adminPage.request.post('/api/videos/addVideo', { data: { nombre: `Ejercicio ${n}.mp4`, url: `https://example.com/videos/${n}` } });
      expect(res.status()).toBe(201);
    }
    const { context, page } = await studio.newPage(PHONE);
    await register(page, { ...member, email: 'carla@ejemplo.com', firstName: 'Carla' });
    // No internet here: the placeholder site answers locally.
    await context.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Video</title><p>video</p>' }));

    await page.goto('/videos');
    const grid = page.getByRole('list', { name: 'Videos' });
    await page.getByText('Página 1 de 3').waitFor();
    expect(await grid.getByRole('listitem').count()).toBe(9);
    await grid.getByText('Ejercicio 01', { exact: true }).waitFor(); // no file extension
    expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'videos-phone');

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Página 2 de 3').waitFor();
    await grid.getByText('Ejercicio 10', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Página 3 de 3').waitFor();
    await grid.getByText('Ejercicio 20', { exact: true }).waitFor();
    expect(await grid.getByRole('listitem').count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);

    const link = grid.getByRole('link', { name: /Ejercicio 20/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForURL('https://example.com/videos/20');
    expect(page.url()).toMatch(/\/videos/);
    await context.close();

    await adminPage.setViewportSize(DESKTOP);
    await adminPage.goto('/videos');
    await adminPage.getByText('Página 1 de 3').waitFor();
    await adminPage.getByRole('button', { name: 'Agregar video' }).waitFor();
    await screenshot(adminPage, 'videos-admin-desktop');
  });
});
