import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshotPhoneAndDesktop } from '../support/browser';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// A visitor finds the studio's public schedule, books a trial class with her WhatsApp, and the owner sees her on the
// class console and among the Interesados, and makes her a member.
const owner = { firstName: 'Ana', lastName: 'Gómez', email: 'ana@ejemplo.com', password: 'fuerza2026' };

let studio: StudioInBrowser<'owner'>;

describe('the public schedule', () => {
  beforeAll(async () => {
    studio = await startStudioInBrowser({ people: { owner } });
    const disciplina_id = await studio.addDiscipline('Funcional');
    await studio.addSlotEveryDay({ disciplina_id, hora: '19:00', cupo_maximo: 6 });
  });
  afterAll(() => studio?.close());

  it('takes a visitor’s trial class, which the owner sees on the console and turns into a member', async () => {
    const { page } = await studio.newPage(PHONE);
    await page.goto('/horario');
    const trial = page.getByRole('button', { name: /^Reservar clase de prueba: Funcional a las 19:00/ });
    await trial.first().waitFor();
    await screenshotPhoneAndDesktop(page, 'horario');
    await page.setViewportSize(PHONE);
    await trial.first().click();
    const dialog = page.getByRole('dialog', { name: 'Reservar clase de prueba' });
    await dialog.getByText('Es una clase de prueba por persona, gratis.').waitFor();
    await dialog.getByLabel('Nombre y apellido').fill('Lucía Pérez');
    await dialog.getByLabel('WhatsApp').fill('11 5555-1234');
    await dialog.getByLabel('Email').fill('lucia@ejemplo.com');
    await screenshotPhoneAndDesktop(page, 'horario-clase-de-prueba');
    await page.setViewportSize(PHONE);
    await dialog.getByRole('button', { name: 'Reservar' }).click();
    await page.getByRole('dialog', { name: '¡Listo, te esperamos!' }).waitFor();
    await page.getByRole('button', { name: 'Entendido' }).click();
    await page.getByText('Quedan 5 lugares').first().waitFor();
    // The studio's website frames the same page without the sign-in links.
    await page.goto('/horario?embed=1');
    await page.getByText('Quedan 5 lugares').first().waitFor();
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).count()).toBe(0);
    await screenshotPhoneAndDesktop(page, 'horario-embebido');

    const admin = await studio.signedInPage(owner);
    await admin.page.goto('/profesor');
    const roster = admin.page.getByRole('region', { name: 'Clases de prueba' }).first();
    await roster.getByText('Lucía Pérez').waitFor();
    expect(await roster.getByRole('link', { name: 'WhatsApp a Lucía Pérez' }).getAttribute('href')).toContain('https://wa.me/5491155551234?text=');
    await screenshotPhoneAndDesktop(admin.page, 'consola-clase-de-prueba');

    await admin.page.setViewportSize(PHONE);
    await admin.page.goto('/admin/interesados');
    const lead = admin.page.getByRole('listitem', { name: 'Lucía Pérez' });
    await lead.getByText('Clase de prueba reservada').waitFor();
    // Forgetting a lead asks first, in Spanish; cancelled here, she goes on to become a member.
    await lead.getByRole('button', { name: 'Olvidar interesado' }).click();
    const forget = admin.page.getByRole('dialog', { name: '¿Olvidar a Lucía Pérez?' });
    await forget.getByText('No se puede deshacer.', { exact: false }).waitFor();
    await screenshotPhoneAndDesktop(admin.page, 'interesados-olvidar');
    await forget.getByRole('button', { name: 'Cancelar' }).click();
    await forget.waitFor({ state: 'hidden' });
    await lead.getByRole('button', { name: 'Hacer socia' }).click();
    await lead.getByText(/^Socia desde el /).waitFor();
    await screenshotPhoneAndDesktop(admin.page, 'interesados');
  });
});
