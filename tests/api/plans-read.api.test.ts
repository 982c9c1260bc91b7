import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const P = '/api/planificaciones';

/** Plan reads: the stored document with an ETag, 304 to a matching If-None-Match (after the access check), compressed. */
describe('reading a plan: ETag, 304 and compression', () => {
  let t: TestApp;
  let admin: string;
  let ana: { token: string; userId: string };
  let planId: number;

  const adminPost = async (route: string, payload: object) => {
    const res = await t.as(admin, { method: 'POST', url: `${P}/${route}`, payload });
    expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const get = (token: string, id: number, headers: Record<string, string> = {}) => t.as(token, { method: 'GET', url: `${P}/${id}`, headers });
  const post = (token: string, id: number, headers: Record<string, string> = {}) =>
    t.as(token, { method: 'POST', url: `${P}/getPlanificacionById`, payload: { id }, headers });
  const givePackage = (userId: string, validUntil: string) =>
    t.db.handle.db
      .insertInto('member_packages')
      .values({ user_id: userId, paquete_id: 1, valido_hasta: validUntil, creditos_restantes: 8, receipt_request_id: null, last_position: 0, updated_at: t.clock.now() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ valido_hasta: validUntil }))
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    admin = (await t.signUp()).token;
    ana = await t.signUp({ firstName: 'Ana' });
    planId = (await adminPost('addPlanificacion', { body: { nombre: 'Fuerza' } })).id;
    const week = (await adminPost('addSemana', { semana: { planificacion_id: planId } })).id;
    const day = (await adminPost('addDia', { dia: { semana_id: week } })).id;
    const block = (await adminPost('addBloque', { nombre: 'Principal', descanso: 90, dia_id: day })).id;
    // Enough sets for a document well over 1 kB, so it goes out compressed.
    for (let e = 0; e < 6; e++) await adminPost('addEjercicio', { nombre: `Ejercicio ${e + 1}`, bloque_id: block, series: 5 });
    await adminPost('assignPlanificacionToUser', { clerkUserId: ana.userId, planificacionId: planId });
    await givePackage(ana.userId, '2026-12-01');
  });
  afterAll(() => t.close());

  it('answers the plan with a weak ETag made of plan id and version, the version also in the body', async () => {
    const res = await get(admin, planId);
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    expect(plan).toMatchObject({ id: planId, nombre: 'Fuerza', visible: 1 });
    expect(res.headers.etag).toBe(`W/"plan-${planId}-${plan.version}"`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // The POST of docs/product.md §7 answers the same document and tag.
    const viaPost = await post(admin, planId);
    expect(viaPost.body).toBe(res.body);
    expect(viaPost.headers.etag).toBe(res.headers.etag);
  });

  it('answers 304 with no body to a matching If-None-Match, on GET and on the product description\'s POST', async () => {
    const etag = (await get(admin, planId)).headers.etag as string;
    for (const read of [get, post]) {
      const res = await read(admin, planId, { 'if-none-match': etag });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
    }
    // A list of tags matches when any of them does; another plan's tag never does.
    expect((await get(admin, planId, { 'if-none-match': `W/"plan-${planId}-1", ${etag}` })).statusCode).toBe(304);
    expect((await get(admin, planId, { 'if-none-match': etag.replace(`plan-${planId}-`, `plan-${planId + 1}-`) })).statusCode).toBe(200);
  });

  it('a change bumps the ETag: the old tag then gets the new document', async () => {
    const before = await get(admin, planId);
    await t.as(admin, { method: 'PUT', url: `${P}/${planId}`, payload: { id: planId, nombre: 'Fuerza II' } });
    const after = await get(admin, planId, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toMatchObject({ nombre: 'Fuerza II', version: before.json().version + 1 });
    expect((await get(admin, planId, { 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);
  });

  it('checks a member\'s access before answering 304: unassigned, hidden or without a package is refused, not "unchanged"', async () => {
    const mine = await get(ana.token, planId);
    expect(mine.statusCode).toBe(200);
    const etag = mine.headers.etag as string;
    expect((await get(ana.token, planId, { 'if-none-match': etag })).statusCode).toBe(304);

    await givePackage(ana.userId, '2026-11-16'); // expired today
    const noPackage = await get(ana.token, planId, { 'if-none-match': etag });
    expect([noPackage.statusCode, noPackage.json().code]).toEqual([409, 'NO_PACKAGE']);
    await givePackage(ana.userId, '2026-12-01');

    await adminPost('deletePlanificacionFromUser', { clerkUserId: ana.userId, planificacionId: planId });
    const unassigned = await post(ana.token, planId, { 'if-none-match': (await get(admin, planId)).headers.etag as string });
    expect([unassigned.statusCode, unassigned.json().code]).toEqual([403, 'PLAN_NOT_ASSIGNED']);
    await adminPost('assignPlanificacionToUser', { clerkUserId: ana.userId, planificacionId: planId });

    await adminPost('handleVisiblePlanificacion', { id: planId, visible: 0 });
    const hidden = await get(ana.token, planId, { 'if-none-match': (await get(admin, planId)).headers.etag as string });
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'PLAN_NOT_FOUND']);
    await adminPost('handleVisiblePlanificacion', { id: planId, visible: 1 });
    expect((await get(ana.token, planId)).statusCode).toBe(200);
  });

  it('a row written before documents were stored (document null) is rendered from its tree, the same JSON', async () => {
    const other = (await adminPost('addPlanificacion', { body: { nombre: 'Antigua' } })).id;
    await adminPost('addSemana', { semana: { planificacion_id: other } });
    const row = await t.db.handle.db.selectFrom('plan_views').select(['document', 'version']).where('id', '=', other).executeTakeFirstOrThrow();
    await t.db.handle.db.updateTable('plan_views').set({ document: null }).where('id', '=', other).execute();
    // First read of this plan, so no instance cache holds it: the text can only come from the tree.
    const rendered = await get(admin, other);
    expect(rendered.statusCode).toBe(200);
    expect(rendered.body).toBe(row.document);
    expect(rendered.headers.etag).toBe(`W/"plan-${other}-${row.version}"`);
  });

  it('sends the document brotli- or gzip-compressed as the client accepts, the same JSON as uncompressed', async () => {
    const plain = await get(admin, planId);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(admin, planId, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get(admin, planId, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses other API answers of 1 kB and more, and leaves small ones alone', async () => {
    const list = await t.as(ana.token, { method: 'POST', url: `${P}/getPlanificaciones`, payload: {}, headers: { 'accept-encoding': 'br' } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString()).map((p: { id: number }) => p.id)).toEqual([planId]);

    const me = await t.as(ana.token, { method: 'GET', url: '/api/auth/me', headers: { 'accept-encoding': 'br' } });
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
  });
});
