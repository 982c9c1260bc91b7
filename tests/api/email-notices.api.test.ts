import type { ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headPosition } from '../../events/store/read';
import { sequencePending } from '../../events/store/sequencer';
import { queueEmail } from '../../services/email/email-outbox';
import { startEmailWorker } from '../../services/email/email-worker';
import { renderEmail } from '../../services/email/render-email';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { startTestSmtp, type TestSmtp } from '../support/smtp-server';
import { createTestApp, type TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires; the classes are on Wednesday the 18th.
const NOV_18 = '2026-11-18';
const ORIGIN = 'https://estudio.example.com';

/** Waits for a condition the worker reaches on its own (no fixed sleep). */
const until = async <T>(probe: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> => {
  for (const start = Date.now(); Date.now() - start < timeoutMs; await new Promise((r) => setTimeout(r, 25))) {
    const value = await probe();
    if (value) return value;
  }
  throw new Error('condition not reached');
};

describe('email notices', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let worker: ReturnType<typeof startEmailWorker>;
  let admin: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof createStudio>>;

  const member = async (firstName: string, credits = 4) => {
    const email = `${firstName.toLowerCase()}.${Date.now()}@example.com`;
    const m = await t.signUp({ firstName, email });
    await giveCredits(t, m.userId, studio.packageId, credits);
    return { ...m, email };
  };
  const to = (address: string, subject?: string) => (mail: ParsedMail) =>
    mail.to !== undefined && JSON.stringify(mail.to).includes(address) && (subject === undefined || mail.subject === subject);
  const book = (token: string, slotId: number) => t.as(token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha: NOV_18, horario_id: slotId } });
  const channels = async (token: string) => (await t.as(token, { method: 'GET', url: '/api/notifications/channels' })).json();
  const choose = (token: string, notice: string, push: boolean, email: boolean) =>
    t.as(token, { method: 'POST', url: '/api/notifications/channels', payload: { notice, push, email } });
  const news = async (titulo: string) => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const { publicUrl } = (await t.as(admin.token, { method: 'POST', url: '/api/noticias/uploadNoticiaImage', payload: { fileData: image.toString('base64') } })).json();
    const res = await t.as(admin.token, { method: 'POST', url: '/api/noticias/crearNoticia', payload: { titulo, contenido: 'Texto', imagen_url: publicUrl } });
    expect(res.statusCode).toBe(201);
  };
  const outboxRow = (pred: (row: { to_address: string; status: string; last_error: string | null; attempts: number }) => boolean) =>
    t.db.handle.db.selectFrom('email_outbox').selectAll().execute().then((rows) => rows.find(pred));
  /** A header as the relay received it (mailparser reads List-* headers into objects of its own). */
  const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.slice(name.length + 1).replace(/\r?\n\s+/g, ' ').trim();
  const unsubscribeLink = (mail: ParsedMail) => /^<(.+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')![1]!;
  const localPath = (url: string) => url.slice(ORIGIN.length);

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'hola@estudio.example.com', PUBLIC_ORIGIN: ORIGIN, STUDIO_NAME: 'Estudio Sur' } });
    admin = await t.signUp({ firstName: 'Carla' });
    studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 1 }]);
    worker = startEmailWorker({ database: t.db.handle, config: t.config, clock: t.clock, deliverEveryMs: 200, log: { warn: (obj, msg) => console.error('[email worker]', msg, obj) } });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await smtp.close();
  });

  it('emails a member who turned push off her waitlist promotion within seconds of the cancellation that freed the place', async () => {
    const holder = await member('Titular');
    const ana = await member('Ana');
    expect((await t.as(ana.token, { method: 'POST', url: '/api/notifications/preferences', payload: { enabled: false } })).statusCode).toBe(200);
    const booking = await book(holder.token, studio.slotIds[0]!);
    expect((await t.as(ana.token, { method: 'POST', url: '/api/reservas/joinWaitlist', payload: { fecha: NOV_18, horario_id: studio.slotIds[0] } })).statusCode).toBe(200);

    const cancelledAt = Date.now();
    expect((await t.as(holder.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: booking.json().id } })).statusCode).toBe(200);
    const mail = await smtp.waitForMail(to(ana.email, 'Reserva confirmada'), 5000);
    expect(Date.now() - cancelledAt).toBeLessThan(5000);

    expect(mail.from?.text).toBe('"Estudio Sur" <hola@estudio.example.com>');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('Se liberó un lugar en la clase del miércoles 18 de noviembre a las 18:00 y ya es tuyo');
    expect(mail.text).toContain(`Abrir Estudio Sur: ${ORIGIN}/turnos`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Estudio Sur');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeLink(mail)).toMatch(new RegExp(`^${ORIGIN}/api/email/unsubscribe\\?t=`));
    expect(mail.text).toContain(`Para dejar de recibir estos correos: ${unsubscribeLink(mail)}`);
  });

  it('turns a kind of email off with the one-click POST, asks first on GET, and refuses a forged link', async () => {
    const beto = await member('Beto');
    const mail = await smtp.waitForMail(to(beto.email, 'Paquete asignado'));
    const link = localPath(unsubscribeLink(mail));

    const page = await t.as(undefined, { method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('¿Dejas de recibir estos correos?');
    expect(page.body).toContain('«Paquetes y pagos»');
    expect((await channels(beto.token)).notices.find((n: { id: string }) => n.id === 'packages')).toMatchObject({ email: true, chosen: false });

    const [payload, signature] = new URL(link, ORIGIN).searchParams.get('t')!.split('.');
    const forged = `/api/email/unsubscribe?t=${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await t.as(undefined, { method: 'POST', url: forged, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('Este enlace para dejar de recibir correos no es válido');
    expect((await t.as(undefined, { method: 'GET', url: '/api/email/unsubscribe?t=basura' })).json()).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect((await channels(beto.token)).notices.find((n: { id: string }) => n.id === 'packages')).toMatchObject({ email: true, chosen: false });

    // What a mail client sends (RFC 8058): a form POST, no session.
    const done = await t.as(undefined, { method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Ya no te enviaremos correos de «Paquetes y pagos»');
    expect((await channels(beto.token)).notices.find((n: { id: string }) => n.id === 'packages')).toMatchObject({ push: true, email: false, chosen: true });

    // A second package goes by no email now; the news after it still does, so the reactor has been past it.
    await giveCredits(t, beto.userId, studio.packageId, 8, '2026-12-15');
    await news('Clase especial el sábado');
    await smtp.waitForMail(to(beto.email, 'Nueva noticia'));
    expect(smtp.mails.filter(to(beto.email, 'Paquete asignado'))).toHaveLength(1);
  });

  it('follows each member’s choice per kind of notice, and emails nobody whose account was deleted', async () => {
    const caro = await member('Caro');
    const dani = await member('Dani');
    expect((await channels(caro.token)).notices.map((n: { id: string; push: boolean; email: boolean }) => [n.id, n.push, n.email])).toContainEqual(['news', false, true]);
    expect((await choose(caro.token, 'news', true, false)).json().notices.find((n: { id: string }) => n.id === 'news')).toMatchObject({ push: true, email: false, chosen: true });
    expect((await choose(caro.token, 'nada', true, false)).json()).toMatchObject({ code: 'NOTICE_UNKNOWN', detail: 'Ese tipo de aviso no existe.' });
    expect((await t.as(dani.token, { method: 'POST', url: '/api/auth/delete-account', payload: { confirmacion: 'Eliminar cuenta' } })).statusCode).toBe(204);

    const eli = await member('Eli');
    await news('Feriado del lunes');
    await smtp.waitForMail(to(eli.email, 'Nueva noticia'));
    expect(smtp.mails.filter(to(caro.email, 'Nueva noticia'))).toEqual([]);
    expect(smtp.mails.filter(to(dani.email, 'Nueva noticia'))).toEqual([]);
  });

  it('retries while the relay refuses, shows the failure to admins in Spanish, and delivers once it accepts', async () => {
    const gabi = await member('Gabi');
    // Nothing else in flight, so the refusals meet this mail.
    await until(async () => (await t.db.handle.db.selectFrom('email_outbox').select('id').where('status', 'in', ['pending', 'sending']).execute()).length === 0 || undefined);
    smtp.refuseNext(2);
    const { html, text } = renderEmail({ studioName: 'Estudio Sur', title: 'Prueba de envío', paragraphs: ['Un correo de la cuenta.'] });
    await t.db.handle.db.transaction().execute((trx) => queueEmail(trx, { to: 'fran@example.com', userId: null, subject: 'Prueba de envío', text, html, purpose: 'test' }));
    await sequencePending(t.db.handle.db);

    const first = await until(() => outboxRow((r) => r.to_address === 'fran@example.com' && r.attempts === 1 && r.status === 'pending' && r.last_error !== null));
    expect(first.last_error).toBe('El servidor de correo no aceptó el mensaje por ahora (451): se vuelve a intentar.');
    const status = (await t.as(admin.token, { method: 'GET', url: '/api/admin/email' })).json();
    expect(status).toMatchObject({ available: true, failures: [expect.objectContaining({ to: 'fran@example.com', subject: 'Prueba de envío', status: 'pending', attempts: 1, error: first.last_error })] });
    expect((await t.as(gabi.token, { method: 'GET', url: '/api/admin/email' })).statusCode).toBe(403);

    // The backoff waits on the app's clock: 30 s, then a minute.
    t.clock.advance(31_000);
    await until(() => outboxRow((r) => r.to_address === 'fran@example.com' && r.attempts === 2 && r.status === 'pending'));
    expect(smtp.refused()).toBe(2);
    t.clock.advance(61_000);
    const mail = await smtp.waitForMail(to('fran@example.com', 'Prueba de envío'));
    expect(header(mail, 'list-unsubscribe')).toBeUndefined();
    expect(mail.text).toContain('Un correo de la cuenta.');
    expect((await t.as(admin.token, { method: 'GET', url: '/api/admin/email' })).json().failures).toEqual([]);
  });
});

describe('email off (no SMTP_URL)', () => {
  it('says so on Cuenta and Correos, and its reactor follows the log without queuing a notice', async () => {
    const t = await createTestApp();
    const worker = startEmailWorker({ database: t.db.handle, config: t.config, clock: t.clock, deliverEveryMs: 200 });
    try {
      const admin = await t.signUp();
      const member = await t.signUp();
      const { packageId } = await createStudio(t, admin.token, []);
      await giveCredits(t, member.userId, packageId, 4);
      expect((await t.as(member.token, { method: 'GET', url: '/api/notifications/channels' })).json().email.available).toBe(false);
      expect((await t.as(admin.token, { method: 'GET', url: '/api/admin/email' })).json()).toMatchObject({ available: false });

      await sequencePending(t.db.handle.db);
      const head = await headPosition(t.db.handle.db);
      const checkpoint = () => t.db.handle.db.selectFrom('projection_checkpoints').select('position').where('name', '=', 'email-notices@v1').executeTakeFirst();
      await until(async () => (Number((await checkpoint())?.position ?? -1) >= head) || undefined);
      expect(await t.db.handle.db.selectFrom('email_outbox').select('id').where('source_position', 'is not', null).execute()).toEqual([]);
    } finally {
      await worker.stop();
      await t.close();
    }
  });
});
