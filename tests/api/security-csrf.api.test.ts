import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../services/platform/auth/auth.plugin';
import { multipartUpload, raster } from '../support/receipt-files';
import { createTestApp, type TestApp } from '../support/test-app';

const FOREIGN = 'https://evil.example';
const OURS = 'http://localhost:80';

/**
 * A page on another site can make the member's browser post to Pulso with the session cookie attached
 * (forms need no CORS preflight for multipart and text/plain). Such requests are refused; the app's own
 * pages, Bearer-token clients and non-browser callers are not affected.
 */
describe('cross-site requests with the session cookie', () => {
  let t: TestApp;
  let paquete: number;
  let member: { token: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://pulso.example' } });
    const admin = await t.signUp();
    paquete = (await t.as(admin.token, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null } })).json().id;
    member = await t.signUp();
  });
  afterAll(() => t.close());

  const cookie = () => ({ cookie: `${SESSION_COOKIE}=${member.token}` });
  const requests = async () => Number((await t.db.handle.db.selectFrom('package_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const expectRefused = (res: { statusCode: number; headers: Record<string, unknown>; json(): { code: string; detail: string } }) => {
    expect(res.statusCode).toBe(403);
    expect(String(res.headers['content-type'])).toContain('application/problem+json');
    expect(res.json().code).toBe('CROSS_SITE_REQUEST');
    expect(res.json().detail).toMatch(/^Esta acción solo se puede hacer desde la aplicación del estudio/);
  };
  const upload = async (headers: Record<string, string>) => {
    const form = multipartUpload(await raster('png'), paquete);
    return t.app.inject({ method: 'POST', url: '/api/paquetes/uploadComprobante', payload: form.payload, headers: { ...form.headers, ...headers } });
  };

  it('refuses a multipart uploadComprobante from a foreign Origin and creates no package request', async () => {
    const before = await requests();
    expectRefused(await upload({ ...cookie(), origin: FOREIGN }));
    expectRefused(await upload({ ...cookie(), 'sec-fetch-site': 'cross-site' }));
    expectRefused(await upload({ ...cookie(), origin: 'null' }));
    expect(await requests()).toBe(before);
  });

  it('refuses a JSON command from a foreign Origin, and a sibling subdomain that is not trusted', async () => {
    const json = { 'content-type': 'application/json', ...cookie() };
    const payload = { enabled: false };
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/notifications/preferences', payload, headers: { ...json, origin: FOREIGN, 'sec-fetch-site': 'cross-site' } }));
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/notifications/preferences', payload, headers: { ...json, origin: 'https://otro.pulso.example', 'sec-fetch-site': 'same-site' } }));
    const prefs = await t.as(member.token, { method: 'GET', url: '/api/notifications/preferences' });
    expect(prefs.json().enabled).toBe(true);
  });

  it('refuses a text/plain sign-out from a foreign page, and the session keeps working', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', payload: 'x=1', headers: { ...cookie(), 'content-type': 'text/plain', origin: FOREIGN, 'sec-fetch-site': 'cross-site' } });
    expectRefused(res);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie() })).statusCode).toBe(200);
  });

  it('refuses a cross-site sign-in (a forged login into the attacker\'s account)', async () => {
    const attacker = await t.signUp({ password: 'clave-del-atacante-1' });
    const email = (await t.as(attacker.token, { method: 'GET', url: '/api/auth/me' })).json().email;
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'clave-del-atacante-1' }, headers: { origin: FOREIGN } }));
  });

  it('accepts the same requests from the app itself, from PUBLIC_ORIGIN, and from callers that send no Origin', async () => {
    const json = { 'content-type': 'application/json', ...cookie() };
    const payload = { enabled: true };
    const url = '/api/notifications/preferences';
    expect((await t.app.inject({ method: 'POST', url, payload, headers: { ...json, origin: OURS, 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, payload, headers: { ...json, 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, payload, headers: { ...json, origin: 'https://pulso.example' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, payload, headers: json })).statusCode).toBe(200);
    const res = await upload({ ...cookie(), origin: OURS });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('does not apply to Bearer-token requests, which a foreign page cannot make a browser send', async () => {
    const res = await t.as(member.token, { method: 'POST', url: '/api/notifications/preferences', payload: { enabled: true }, headers: { origin: FOREIGN, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });

  it('leaves reads alone: a cross-site GET is answered as usual', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...cookie(), origin: FOREIGN, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});
