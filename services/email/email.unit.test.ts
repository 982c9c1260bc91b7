import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { renderEmail } from './render-email';
import { smtpFailure } from './smtp-failure';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-link';
import { emailRetryDelayMs } from './email-delivery';

const secret = 'a'.repeat(43);
const issuedAt = new Date('2026-11-16T15:00:00Z');

describe('the studio’s mail layout', () => {
  it('writes the HTML and the plain text from the same content, escaping what it is given', () => {
    const { html, text } = renderEmail({
      studioName: 'Sur & Norte',
      title: 'Restablece tu contraseña',
      paragraphs: ['Pediste una clave nueva <ahora>.'],
      action: { label: 'Elegir una clave', url: 'https://estudio.example.com/clave?t=1&u=2' },
      footer: ['Si no fuiste tú, ignora este correo.'],
    });
    expect(text).toBe(
      'Sur & Norte\n\nRestablece tu contraseña\n\nPediste una clave nueva <ahora>.\n\nElegir una clave: https://estudio.example.com/clave?t=1&u=2\n\n--\nSi no fuiste tú, ignora este correo.\n',
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Sur &amp; Norte');
    expect(html).toContain('Pediste una clave nueva &lt;ahora&gt;.');
    expect(html).toContain('href="https://estudio.example.com/clave?t=1&amp;u=2"');
    expect(html).not.toContain('Dejar de recibir');
  });
});

describe('unsubscribe links', () => {
  const token = unsubscribeToken(secret, { userId: 'u1', notice: 'news', issuedAt });

  it('name who and which kind of notice, signed', () => {
    expect(readUnsubscribeToken(secret, token, issuedAt)).toEqual({ userId: 'u1', notice: 'news' });
    expect(() => readUnsubscribeToken('b'.repeat(43), token, issuedAt)).toThrow(expect.objectContaining({ code: 'UNSUBSCRIBE_LINK_INVALID' }));
    const [payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify(['u2', 'news', 20408])).toString('base64url');
    expect(() => readUnsubscribeToken(secret, `${other}.${signature}`, issuedAt)).toThrow(expect.objectContaining({ code: 'UNSUBSCRIBE_LINK_INVALID' }));
    expect(() => readUnsubscribeToken(secret, `${payload}`, issuedAt)).toThrow(expect.objectContaining({ code: 'UNSUBSCRIBE_LINK_INVALID' }));
  });

  it('stop working half a year after the mail', () => {
    expect(readUnsubscribeToken(secret, token, new Date('2027-05-01T00:00:00Z'))).toEqual({ userId: 'u1', notice: 'news' });
    expect(() => readUnsubscribeToken(secret, token, new Date('2027-06-01T00:00:00Z'))).toThrow(expect.objectContaining({ code: 'UNSUBSCRIBE_LINK_EXPIRED' }));
  });
});

describe('SMTP failures', () => {
  it('retries temporary refusals and an unreachable relay, and gives up on a permanent refusal', () => {
    expect(smtpFailure({ responseCode: 451 })).toEqual({ retryable: true, detail: 'El servidor de correo no aceptó el mensaje por ahora (451): se vuelve a intentar.' });
    expect(smtpFailure({ responseCode: 550 })).toMatchObject({ retryable: false });
    expect(smtpFailure({ code: 'ECONNECTION' })).toEqual({ retryable: true, detail: 'No se pudo conectar con el servidor de correo: se vuelve a intentar.' });
    expect(smtpFailure({ code: 'EAUTH', responseCode: 535 })).toMatchObject({ retryable: true });
  });

  it('backs off from 30 s, doubling up to an hour', () => {
    expect([1, 2, 3, 8, 12].map(emailRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });
});

describe('email settings', () => {
  const smtp = { SMTP_URL: 'smtps://estudio:clave@smtp.example.com:465', PUBLIC_ORIGIN: 'https://pulso.example.com', STUDIO_NAME: 'Estudio Sur' };

  it('is off without SMTP_URL', () => {
    expect(loadConfig({}).email).toBeUndefined();
  });

  it('sends as the studio, from a bare address or a named one', () => {
    expect(loadConfig({ ...smtp, MAIL_FROM: 'hola@sur.example.com' }).email).toEqual({
      smtpUrl: smtp.SMTP_URL,
      from: '"Estudio Sur" <hola@sur.example.com>',
      replyTo: undefined,
      origin: 'https://pulso.example.com',
    });
    expect(loadConfig({ ...smtp, MAIL_FROM: 'Sur, Palermo <hola@sur.example.com>', MAIL_REPLY_TO: 'recepcion@sur.example.com' }).email).toMatchObject({
      from: '"Sur, Palermo" <hola@sur.example.com>',
      replyTo: 'recepcion@sur.example.com',
    });
  });

  it('refuses SMTP_URL without a sender or a public origin, and never echoes the URL', () => {
    expect(() => loadConfig({ SMTP_URL: smtp.SMTP_URL, PUBLIC_ORIGIN: smtp.PUBLIC_ORIGIN })).toThrow(/MAIL_FROM falta/);
    expect(() => loadConfig({ SMTP_URL: smtp.SMTP_URL, MAIL_FROM: 'hola@sur.example.com' })).toThrow(/PUBLIC_ORIGIN falta/);
    expect(() => loadConfig({ ...smtp, SMTP_URL: 'http://smtp.example.com', MAIL_FROM: 'hola@sur.example.com' })).toThrow(/SMTP_URL no es válido/);
    const problem = (() => {
      try {
        loadConfig({ ...smtp, SMTP_URL: 'http://user:secreta@smtp.example.com', MAIL_FROM: 'hola@sur.example.com' });
      } catch (error) {
        return String(error);
      }
    })();
    expect(problem).toContain('SMTP_URL no es válido');
    expect(problem).not.toContain('secreta');
    expect(() => loadConfig({ ...smtp, MAIL_FROM: 'no es un correo' })).toThrow(/MAIL_FROM="no es un correo" no es válido/);
  });
});
