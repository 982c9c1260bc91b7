import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshotPhoneAndDesktop } from '../support/browser';
import { register, signIn } from '../support/e2e-people';
import { startTestSmtp, type TestSmtp } from '../support/smtp-server';
import { startStudioInBrowser, type StudioInBrowser } from '../support/studio-in-browser';

// A member forgets her password: the link arrives by email (a real SMTP server), she sets a new one, and only the
// new one signs her in. On the way: the Email card of Cuenta and the page a verification link opens.
const admin = { firstName: 'Ana', lastName: 'Gómez', email: 'ana@ejemplo.com', password: 'fuerza2026' };
const member = { firstName: 'Lucía', lastName: 'Sosa', email: 'lucia@ejemplo.com', password: 'me olvido todo' };
const NEW_PASSWORD = 'ahora la anoto en papel';

let smtp: TestSmtp;
let studio: StudioInBrowser<'admin'>;

/** The link in the mail, opened on the test server: its path and fragment (the token), as a click would. */
const linkIn = (mail: ParsedMail, path: string) => {
  const url = new RegExp(`https://pulso\\.test(${path}#token=[\\w-]+)`).exec(mail.text ?? '')?.[1];
  expect(url).toBeDefined();
  return url!;
};
const mailTo = (email: string, subject: string) => smtp.waitForMail((m) => JSON.stringify(m.to).includes(email) && m.subject === subject);

describe('a forgotten password', () => {
  beforeAll(async () => {
    smtp = await startTestSmtp();
    studio = await startStudioInBrowser({ people: { admin }, env: { SMTP_URL: smtp.url, MAIL_FROM: 'hola@pulso.test', PUBLIC_ORIGIN: 'https://pulso.test' } });
  });
  afterAll(async () => {
    await studio?.close();
    await smtp?.close();
  });

  it('is reset from the emailed link: her old session ends, the old password fails and the new one signs her in', async () => {
    const phone = await studio.newPage(PHONE);
    await register(phone.page, member);
    await phone.page.goto('/cuenta');
    await phone.page.getByText('Sin confirmar').waitFor();
    await screenshotPhoneAndDesktop(phone.page, 'cuenta-email');

    const laptop = await studio.newPage(PHONE);
    await laptop.page.goto('/sign-in');
    await laptop.page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).waitFor();
    await screenshotPhoneAndDesktop(laptop.page, 'sign-in-olvide');
    await laptop.page.setViewportSize(PHONE);
    await laptop.page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await laptop.page.getByLabel('Email').fill(member.email);
    await laptop.page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await laptop.page.getByText('Si hay una cuenta con ese email, te enviamos un enlace').waitFor();
    await screenshotPhoneAndDesktop(laptop.page, 'olvide-contrasena');

    const mail = await mailTo(member.email, 'Crea una contraseña nueva');
    await laptop.page.setViewportSize(PHONE);
    await laptop.page.goto(linkIn(mail, '/restablecer-contrasena'));
    await laptop.page.getByRole('heading', { name: 'Crea una contraseña nueva' }).waitFor();
    expect(new URL(laptop.page.url()).hash).toBe('');
    await laptop.page.getByLabel('Contraseña nueva', { exact: true }).fill(NEW_PASSWORD);
    await laptop.page.getByLabel('Repite la contraseña nueva').fill(NEW_PASSWORD);
    await screenshotPhoneAndDesktop(laptop.page, 'restablecer-contrasena');
    await laptop.page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await laptop.page.getByRole('heading', { name: 'Listo, tu contraseña cambió' }).waitFor();
    await laptop.page.getByRole('link', { name: 'Ir a Pulso' }).click();
    await laptop.page.getByRole('heading', { name: `Hola, ${member.firstName}` }).waitFor();

    // The phone's session ended with the reset.
    await phone.page.reload();
    await phone.page.waitForURL('**/sign-in');
    await phone.page.getByLabel('Email').fill(member.email);
    await phone.page.getByLabel('Contraseña').fill(member.password);
    await phone.page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await phone.page.getByRole('alert').getByText('Email o contraseña incorrectos.').waitFor();
    await signIn(phone.page, { ...member, password: NEW_PASSWORD });

    // The sign-up's verification link: the reset already confirmed the address, so it just says so.
    await phone.page.goto(linkIn(await mailTo(member.email, 'Confirma tu email'), '/verificar-email'));
    await phone.page.getByText('Listo: tu email quedó confirmado.').waitFor();
    await screenshotPhoneAndDesktop(phone.page, 'verificar-email');
    await phone.context.close();
    await laptop.context.close();
  });
});
