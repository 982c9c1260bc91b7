import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonUpload, raster } from '../support/receipt-files';
import { createTestApp, type TestApp } from '../support/test-app';

// 23 November, the example: a calendar month gives 8 days for a month's price.
const NOV_23 = '2026-11-23T10:00:00-03:00';
const settings = (over: object = {}) => ({ vigencia: 'mes', dias: null, inicio_a_mitad_de_mes: 'completo', alias: '', cbu: '', titular: '', ...over });

describe('packages that fit the month: the studio\'s rule, approval terms and payment details', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let png: Buffer;
  let ocho: number;

  beforeAll(async () => {
    t = await createTestApp({ now: NOV_23 });
    admin = await t.signUp({ firstName: 'Admin', lastName: 'Estudio' });
    ocho = (await t.as(admin.token, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null } })).json().id;
    png = await raster('png');
  });
  afterAll(() => t.close());

  const post = (token: string | undefined, url: string, payload?: object) => t.as(token, { method: 'POST', url, payload });
  const putSettings = (token: string, payload: object) => t.as(token, { method: 'PUT', url: '/api/paquetes/settings', payload });
  const memberWithRequest = async (firstName: string) => {
    const member = await t.signUp({ firstName, lastName: 'Socia' });
    const sent = await post(member.token, '/api/paquetes/uploadComprobante', jsonUpload(png, ocho));
    expect(sent.statusCode, sent.body).toBe(201);
    return { ...member, requestId: sent.json().requestId as number };
  };
  const held = async (token: string) => (await post(token, '/api/paquetes/getUserPackage', {})).json();
  const termsEvents = async (userId: string) =>
    t.db.handle.db.selectFrom('es_events').select('data').where('event_type', '=', 'PackageTermsAdjusted').where('stream_id', '=', `member:${userId}`).execute();

  it('until the studio chooses, docs/product.md §4\'s rule: to the 1st of next month with full credits, and no payment details', async () => {
    const res = await t.as(admin.token, { method: 'GET', url: '/api/paquetes/settings' });
    expect(res.json()).toEqual(settings());
    const ana = await memberWithRequest('Ana');
    expect((await post(admin.token, '/api/paquetes/approvalTerms', { requestId: ana.requestId })).json())
      .toEqual({ tipo: 'nuevo', valido_desde: '2026-11-23', valido_hasta: '2026-12-01', creditos: 8, cantidad_clases: 8, prorrateado: false, mes_siguiente: false });
    expect((await t.as(ana.token, { method: 'GET', url: '/api/paquetes/datosPago' })).json()).toEqual({ alias: '', cbu: '', titular: '' });
  });

  it('a calendar month prorated: approval mid-month gives the credits of the days left', async () => {
    const saved = await putSettings(admin.token, settings({ inicio_a_mitad_de_mes: 'prorrateo' }));
    expect(saved.statusCode, saved.body).toBe(200);
    const beto = await memberWithRequest('Beto');
    // 23 to 30 November: 8 of 30 days → 8 × 8 / 30 = 2.13, rounded up to 3
    expect((await post(admin.token, '/api/paquetes/approvalTerms', { requestId: beto.requestId })).json())
      .toEqual({ tipo: 'nuevo', valido_desde: '2026-11-23', valido_hasta: '2026-12-01', creditos: 3, cantidad_clases: 8, prorrateado: true, mes_siguiente: false });
    expect((await post(admin.token, '/api/paquetes/approveRequest', { requestId: beto.requestId })).statusCode).toBe(200);
    expect(await held(beto.token)).toMatchObject({ paquete_id: ocho, valido_hasta: '2026-12-01', creditos_restantes: 3 });
    expect(await termsEvents(beto.userId)).toEqual([]);
  });

  it('N days from activation: valid until today + N with full credits, for approvals and admin assignments', async () => {
    expect((await putSettings(admin.token, settings({ vigencia: 'dias', dias: 30, inicio_a_mitad_de_mes: 'prorrateo' }))).json()).toMatchObject({ vigencia: 'dias', dias: 30 });
    const caro = await memberWithRequest('Caro');
    expect((await post(admin.token, '/api/paquetes/approveRequest', { requestId: caro.requestId })).statusCode).toBe(200);
    expect(await held(caro.token)).toMatchObject({ valido_hasta: '2026-12-23', creditos_restantes: 8 });
    const dani = await t.signUp({ firstName: 'Dani' });
    expect((await post(admin.token, '/api/paquetes/assignPackageToUser', { clerkUserId: dani.userId, paqueteId: ocho })).statusCode).toBe(200);
    expect(await held(dani.token)).toMatchObject({ valido_hasta: '2026-12-23', creditos_restantes: 8 });
  });

  it('approval with the admin\'s own dates and credits needs a reason, and keeps it beside the proposal', async () => {
    await putSettings(admin.token, settings({ inicio_a_mitad_de_mes: 'prorrateo' }));
    const eva = await memberWithRequest('Eva');
    const noReason = await post(admin.token, '/api/paquetes/approveRequest', { requestId: eva.requestId, validoHasta: '2026-12-23', creditos: 8 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'REASON_REQUIRED', detail: 'Indica el motivo.' });
    const past = await post(admin.token, '/api/paquetes/approveRequest', { requestId: eva.requestId, validoHasta: '2026-11-20', motivo: 'x' });
    expect(past.json()).toMatchObject({ status: 400, code: 'INVALID_VALID_UNTIL' });

    const ok = await post(admin.token, '/api/paquetes/approveRequest', { requestId: eva.requestId, validoHasta: '2026-12-23', creditos: 8, motivo: 'Pagó el mes completo' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await held(eva.token)).toMatchObject({ valido_hasta: '2026-12-23', creditos_restantes: 8 });
    expect((await termsEvents(eva.userId)).map((e) => e.data)).toEqual([
      { userId: eva.userId, requestId: eva.requestId, proposedValidUntil: '2026-12-01', proposedCredits: 3, validUntil: '2026-12-23', credits: 8, reason: 'Pagó el mes completo' },
    ]);
  });

  it('members see the studio\'s transfer details; malformed ones are refused in Spanish', async () => {
    const badCbu = await putSettings(admin.token, settings({ cbu: '123' }));
    expect(badCbu.statusCode).toBe(400);
    expect(badCbu.json()).toMatchObject({ code: 'INVALID_CBU', detail: 'El CBU tiene que tener 22 dígitos.' });
    const badDays = await putSettings(admin.token, settings({ vigencia: 'dias', dias: 0 }));
    expect(badDays.json()).toMatchObject({ status: 400, code: 'INVALID_VALIDITY_DAYS' });

    await putSettings(admin.token, settings({ alias: 'pulso.estudio', cbu: '0000003100 012345678901', titular: 'Pulso Estudio SRL' }));
    const fede = await t.signUp({ firstName: 'Fede' });
    expect((await t.as(fede.token, { method: 'GET', url: '/api/paquetes/datosPago' })).json())
      .toEqual({ alias: 'pulso.estudio', cbu: '0000003100012345678901', titular: 'Pulso Estudio SRL' });
  });

  it('settings and approval terms are admin only: a member gets 403, nothing is written', async () => {
    const gabi = await memberWithRequest('Gabi');
    for (const req of [
      { method: 'GET' as const, url: '/api/paquetes/settings' },
      { method: 'PUT' as const, url: '/api/paquetes/settings', payload: settings() },
      { method: 'POST' as const, url: '/api/paquetes/approvalTerms', payload: { requestId: gabi.requestId } },
    ]) {
      const res = await t.as(gabi.token, req);
      expect(res.statusCode, req.url).toBe(403);
      expect(res.json().code).toBe('ADMIN_ONLY');
    }
    expect((await t.as(admin.token, { method: 'GET', url: '/api/paquetes/settings' })).json()).toMatchObject({ alias: 'pulso.estudio' });
  });
});
