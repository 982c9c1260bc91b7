import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, screenshotPhoneAndDesktop } from '../support/browser';
import { startTestSmtp, type TestSmtp } from '../support/smtp-server';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// A member without notifications hears of her waitlist place by email, turns that kind of email off from the mail's
// link, and sees it on Cuenta; the owner sees a mail the relay refused under Correos.
const ORIGIN = 'http://pulso.test';
const owner = { firstName: 'Ana', lastName: 'Gómez', email: 'ana@ejemplo.com', password: 'fuerza2026' };
const holder = { firstName: 'Bruno', lastName: 'Díaz', email: 'bruno@ejemplo.com', password: 'sentadilla7' };
const lucia = { firstName: 'Lucía', lastName: 'Pérez', email: 'lucia@ejemplo.com', password: 'plancha larga' };

let smtp: TestSmtp;
let studio: StudioInBrowser<'owner' | 'holder' | 'lucia'>;

describe('email notices', () => {
  beforeAll(async () => {
    smtp = await startTestSmtp();
    studio = await startStudioInBrowser({
      people: { owner, holder, lucia },
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'hola@pulso.test', PUBLIC_ORIGIN: ORIGIN, COOKIE_SECURE: '0', STUDIO_NAME: 'Pulso Palermo' },
    });
  });
  afterAll(async () => {
    await studio?.close();
    await smtp?.close();
  });

  it('emails a waitlist place to a member without notifications, and its link turns that email off', async () => {
    const disciplina_id = await studio.addDiscipline('Funcional');
    await studio.addSlotEveryDay({ disciplina_id, hora: '20:00', cupo_maximo: 1 });
    await studio.assignPackage([studio.accounts.holder, studio.accounts.lucia], await studio.addPackage({ disciplina_id }));
    const today = await studio.findInAgenda(studio.accounts.lucia, (o) => o.fecha === studio.today() && o.hora === '20:00', 'class tonight');
    const { id } = await studio.api<{ id: number }>('POST', '/api/reservas/addReserva', { fecha: today.fecha, horario_id: today.horario_id }, studio.accounts.holder.token);
    await studio.api('POST', '/api/reservas/joinWaitlist', { fecha: today.fecha, horario_id: today.horario_id }, studio.accounts.lucia.token);

    const { page } = await studio.signedInPage(lucia, PHONE);
    await page.goto('/cuenta');
    const waitlist = page.getByRole('group', { name: 'Lista de espera' });
    await waitlist.getByRole('button', { name: 'Correo', pressed: true }).waitFor();
    await page.getByText('Ningún equipo tuyo recibe notificaciones').waitFor();
    for (const [viewport, name] of [[PHONE, 'cuenta-avisos-phone'], [DESKTOP, 'cuenta-avisos-desktop']] as const) {
      await page.setViewportSize(viewport);
      await page.getByRole('heading', { name: 'Avisos' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await screenshot(page, name);
    }

    await studio.api('DELETE', '/api/reservas/deleteReserva', { id }, studio.accounts.holder.token);
    const mail = await smtp.waitForMail((m) => m.subject === 'Reserva confirmada' && JSON.stringify(m.to).includes(lucia.email));
    expect(mail.text).toContain('Se liberó un lugar en la clase');
    const link = /<(.+)>/.exec(mail.headerLines.find((h) => h.key === 'list-unsubscribe')!.line)![1]!.replace(ORIGIN, studio.server.baseUrl);

    await page.setViewportSize(PHONE);
    await page.goto(link);
    await page.getByRole('heading', { name: '¿Dejas de recibir estos correos?' }).waitFor();
    await screenshot(page, 'correo-baja-phone');
    await page.getByRole('button', { name: 'Sí, dejar de recibirlos' }).click();
    await page.getByText('Ya no te enviaremos correos de «Lista de espera».').waitFor();
    await page.getByRole('link', { name: 'Ir a tu cuenta' }).click();
    await waitlist.getByRole('button', { name: 'Correo', pressed: false }).waitFor();

    smtp.refuseNext(1);
    await studio.assignPackage([studio.accounts.holder], await studio.addPackage({ disciplina_id, nombre: '12 clases', cantidad_clases: 12 }));
    const admin = await studio.signedInPage(owner, DESKTOP);
    await admin.page.goto('/admin/correos');
    await admin.page.getByRole('list', { name: 'Correos con problemas' }).getByText('Para bruno@ejemplo.com').waitFor();
    await admin.page.getByText('El servidor de correo no aceptó el mensaje por ahora (451): se vuelve a intentar.').waitFor();
    await screenshotPhoneAndDesktop(admin.page, 'admin-correos');
  });
});
