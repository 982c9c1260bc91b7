import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { userStream } from '../../events/streams';
import { startEmailWorker } from '../../services/email/email-worker';
import { startTestSmtp, type TestSmtp } from '../support/smtp-server';
import { createTestApp, type TestApp } from '../support/test-app';

const SAME_ANSWER = { statusCode: 204, body: '' };

describe('forgotten passwords and confirmed emails (local accounts, a real SMTP server)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let worker: ReturnType<typeof startEmailWorker>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'hola@pulso.test', PUBLIC_ORIGIN: 'https://pulso.test' } });
    worker = startEmailWorker({ database: t.db.handle, config: t.config, clock: t.clock });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, token?: string) => t.as(token, { method: 'POST', url, payload });
  const forgot = (email: string) => post('/api/auth/forgot-password', { email });
  const reset = (token: string, nueva: string) => post('/api/auth/reset-password', { token, nueva });
  const signIn = (email: string, password: string) => post('/api/auth/sign-in', { email, password });
  const meStatus = async (token: string) => (await t.as(token, { method: 'GET', url: '/api/auth/me' })).statusCode;
  const mailTo = async (to: string, subject: string): Promise<ParsedMail> => {
    await worker.deliverNow();
    return smtp.waitForMail((m) => m.to !== undefined && JSON.stringify(m.to).includes(to) && m.subject === subject);
  };
  /** The link's token, read from the mail as she would click it: the plain-text part and the button agree. */
  const tokenIn = (mail: ParsedMail, path: string) => {
    const link = new RegExp(`https://pulso\\.test${path}#token=([\\w-]+)`);
    const fromText = link.exec(mail.text ?? '')?.[1];
    expect(fromText).toBeDefined();
    expect(link.exec(String(mail.html))?.[1]).toBe(fromText);
    return fromText!;
  };
  const resetLink = async (email: string) => {
    expect((await forgot(email)).statusCode).toBe(204);
    return tokenIn(await mailTo(email, 'Crea una contraseña nueva'), '/restablecer-contrasena');
  };
  const eventsOf = async (userId: string) => {
    await sequencePending(t.db.handle.db);
    return t.db.handle.db.selectFrom('es_events').select(['event_type', 'data']).where('stream_id', '=', userStream(userId).streamId).orderBy('stream_position').execute();
  };

  it('answers the same for a known and an unknown email, and mails only the known one, in Spanish', async () => {
    await t.signUp({ email: 'ana@example.com', firstName: 'Ana' });
    const known = await forgot('Ana@Example.com ');
    const unknown = await forgot('nadie@example.com');
    expect({ statusCode: known.statusCode, body: known.body }).toEqual(SAME_ANSWER);
    expect({ statusCode: unknown.statusCode, body: unknown.body }).toEqual(SAME_ANSWER);
    const mail = await mailTo('ana@example.com', 'Crea una contraseña nueva');
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain('vence en una hora');
    const token = tokenIn(mail, '/restablecer-contrasena');
    const outbox = await t.db.handle.db.selectFrom('email_outbox').select('to_address').execute();
    expect(outbox.map((m) => m.to_address)).not.toContain('nadie@example.com');
    expect(smtp.mails.some((m) => JSON.stringify(m.to).includes('nadie@example.com'))).toBe(false);
    // The log and the link table keep the token's hash only.
    await sequencePending(t.db.handle.db);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM es_events WHERE position(${token} in data::text) > 0`.execute(t.db.handle.db);
    expect(rows[0]!.n).toBe(0);
    const links = await t.db.handle.db.selectFrom('account_links').selectAll().execute();
    expect(links.some((l) => l.token_hash.includes(token) || l.token_hash === token)).toBe(false);
    expect(links.some((l) => l.purpose === 'password-reset')).toBe(true);
    // Once delivered, the outbox keeps who, what and how it went (the admins' list), not the mail with its link.
    const sent = () => t.db.handle.db.selectFrom('email_outbox').selectAll().where('to_address', '=', 'ana@example.com').where('purpose', '=', 'password-reset').executeTakeFirst();
    await expect.poll(async () => (await sent())?.status).toBe('sent');
    expect(await sent()).toMatchObject({ subject: 'Crea una contraseña nueva', attempts: 1, text_body: '', html_body: '', headers: {} });
    const { rows: holding } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM email_outbox o WHERE position(${token} in o::text) > 0`.execute(t.db.handle.db);
    expect(holding[0]!.n).toBe(0);
  });

  it('resets once: signs her in afresh, ends every other session, and a second use or a forged link changes nothing', async () => {
    const email = 'berta@example.com';
    const { token: before, userId } = await t.signUp({ email, password: 'clave de siempre' });
    const phone = (await signIn(email, 'clave de siempre')).json().token as string;
    expect(await meStatus(phone)).toBe(200);
    const token = await resetLink(email);

    const forged = await reset('enlace-inventado', 'una frase larga nueva');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'RESET_LINK_INVALID', detail: expect.stringContaining('no es válido') });
    const common = await reset(token, 'password1');
    expect(common.json()).toMatchObject({ code: 'COMMON_PASSWORD' });

    const done = await reset(token, 'una frase larga nueva');
    expect(done.statusCode).toBe(200);
    expect(done.headers['set-cookie']).toMatch(/pulso_session=/);
    expect(done.json().user).toMatchObject({ userId, email });
    expect(await meStatus(done.json().token)).toBe(200);
    expect(await meStatus(before)).toBe(401);
    expect(await meStatus(phone)).toBe(401);
    expect((await signIn(email, 'clave de siempre')).statusCode).toBe(401);
    expect((await signIn(email, 'una frase larga nueva')).statusCode).toBe(200);

    const again = await reset(token, 'otra frase distinta');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RESET_LINK_USED', detail: expect.stringContaining('ya se usó') });
    expect((await signIn(email, 'una frase larga nueva')).statusCode).toBe(200);
    const types = (await eventsOf(userId)).map((e) => e.event_type);
    expect(types.filter((type) => type === 'PasswordReset')).toHaveLength(1);
    // The link reached her inbox: that confirms the address too.
    expect(types).toContain('EmailVerified');
  });

  it('refuses a link an hour after it was sent, on the test clock, and the password stays', async () => {
    const email = 'caro@example.com';
    await t.signUp({ email, password: 'clave de siempre' });
    const token = await resetLink(email);
    t.clock.advance(60 * 60_000);
    const late = await reset(token, 'una frase larga nueva');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'RESET_LINK_EXPIRED', detail: expect.stringContaining('venció') });
    expect((await signIn(email, 'clave de siempre')).statusCode).toBe(200);
  });

  it('allows three reset links an hour per email, known or not, then answers 429 for both alike', async () => {
    await t.signUp({ email: 'dora@example.com' });
    for (const email of ['dora@example.com', 'fantasma@example.com']) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(204);
      const limited = await forgot(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_LINK_REQUESTS', detail: 'Ya se pidieron varios enlaces para ese email. Espera 60 min y vuelve a intentarlo.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    t.clock.advance(60 * 60_000);
    expect((await forgot('dora@example.com')).statusCode).toBe(204);
  });

  it('mails a verification link at sign-up; opening it confirms the address once; Cuenta shows it and stops resending', async () => {
    const email = 'eva@example.com';
    const { token: session, userId } = await t.signUp({ email, firstName: 'Eva' });
    const status = async () => (await t.as(session, { method: 'GET', url: '/api/auth/email-status' })).json();
    expect(await status()).toEqual({ email, verified: false });
    const mail = await mailTo(email, 'Confirma tu email');
    expect(mail.text).toContain('Hola, Eva:');
    const token = tokenIn(mail, '/verificar-email');

    expect((await post('/api/auth/verify-email', { token: 'inventado' })).json()).toMatchObject({ code: 'VERIFICATION_LINK_INVALID' });
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(204);
    expect(await status()).toEqual({ email, verified: true });
    // Opened again (another tab, the mail clicked twice): nothing more to do.
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(204);
    expect((await eventsOf(userId)).filter((e) => e.event_type === 'EmailVerified')).toHaveLength(1);
    const resend = await post('/api/auth/verify-email/resend', {}, session);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED' });
  });

  it('deleting her account deletes her mails, sent and queued: no row keeps her address or her name', async () => {
    const email = 'gema@example.com';
    const { token: session, userId } = await t.signUp({ email, firstName: 'Gema' });
    await mailTo(email, 'Confirma tu email');
    expect((await forgot(email)).statusCode).toBe(204);
    const hers = () => t.db.handle.db.selectFrom('email_outbox').select(['purpose', 'user_id']).where('to_address', '=', email).execute();
    expect((await hers()).map((m) => m.purpose).sort()).toEqual(['email-verification', 'password-reset']);
    expect((await hers()).every((m) => m.user_id === userId)).toBe(true);

    expect((await post('/api/auth/delete-account', { confirmacion: 'Eliminar cuenta' }, session)).statusCode).toBe(204);
    expect(await hers()).toEqual([]);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM email_outbox o WHERE position('Gema' in o::text) > 0`.execute(t.db.handle.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('resends a verification link three times an hour, and a link a week old is refused', async () => {
    const { token: session } = await t.signUp({ email: 'fede@example.com' });
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/verify-email/resend', {}, session)).statusCode).toBe(204);
    expect((await post('/api/auth/verify-email/resend', {}, session)).json()).toMatchObject({ code: 'TOO_MANY_LINK_REQUESTS' });
    const token = tokenIn(await mailTo('fede@example.com', 'Confirma tu email'), '/verificar-email');
    t.clock.advance(7 * 86_400_000);
    expect((await post('/api/auth/verify-email', { token })).json()).toMatchObject({ code: 'VERIFICATION_LINK_EXPIRED' });
  });
});
