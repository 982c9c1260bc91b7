import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonUpload, raster } from '../support/receipt-files';
import { createTestApp, type TestApp } from '../support/test-app';

// 23 November: a studio that starts mid-month packages next month gives the rest of November free.
const NOV_23 = '2026-11-23T10:00:00-03:00';
const settings = (over: object = {}) => ({ vigencia: 'mes', dias: null, inicio_a_mitad_de_mes: 'siguiente', alias: '', cbu: '', titular: '', ...over });

describe('a mid-month start that counts from next month, and the admin\'s direct assignment with its terms', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let ocho: number;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ now: NOV_23 });
    admin = await t.signUp({ firstName: 'Admin', lastName: 'Estudio' });
    ocho = (await t.as(admin.token, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null } })).json().id;
    png = await raster('png');
    const saved = await t.as(admin.token, { method: 'PUT', url: '/api/paquetes/settings', payload: settings() });
    if (saved.json().inicio_a_mitad_de_mes !== 'siguiente') throw new Error(`settings not saved: ${saved.body}`);
  });
  afterAll(() => t.close());

  const post = (token: string | undefined, url: string, payload?: object) => t.as(token, { method: 'POST', url, payload });
  const held = async (token: string) => (await post(token, '/api/paquetes/getUserPackage', {})).json();
  const adjustments = async (userId: string) =>
    (await t.db.handle.db.selectFrom('es_events').select('data').where('event_type', '=', 'PackageTermsAdjusted').where('stream_id', '=', `member:${userId}`).execute()).map((e) => e.data);
  const nextMonth = { tipo: 'nuevo', valido_desde: '2026-11-23', valido_hasta: '2027-01-01', creditos: 8, cantidad_clases: 8, prorrateado: false, mes_siguiente: true };

  it('approval proposes the month after next with the month\'s credits, and gives it', async () => {
    const ana = await t.signUp({ firstName: 'Ana' });
    const sent = await post(ana.token, '/api/paquetes/uploadComprobante', jsonUpload(png, ocho));
    expect(sent.statusCode, sent.body).toBe(201);
    const requestId = sent.json().requestId as number;
    expect((await post(admin.token, '/api/paquetes/approvalTerms', { requestId })).json()).toEqual(nextMonth);
    expect((await post(admin.token, '/api/paquetes/approveRequest', { requestId })).statusCode).toBe(200);
    expect(await held(ana.token)).toMatchObject({ paquete_id: ocho, valido_hasta: '2027-01-01', creditos_restantes: 8 });
    expect(await adjustments(ana.userId)).toEqual([]);
  });

  it('assignment shows the same terms, and assigning without figures gives them', async () => {
    expect((await post(admin.token, '/api/paquetes/assignmentTerms', { paqueteId: ocho })).json()).toEqual(nextMonth);
    const beto = await t.signUp({ firstName: 'Beto' });
    expect((await post(admin.token, '/api/paquetes/assignPackageToUser', { clerkUserId: beto.userId, paqueteId: ocho })).statusCode).toBe(200);
    expect(await held(beto.token)).toMatchObject({ valido_hasta: '2027-01-01', creditos_restantes: 8 });
    // The proposed figures sent back are no change: no reason asked, nothing recorded.
    const same = await post(admin.token, '/api/paquetes/assignPackageToUser', { clerkUserId: beto.userId, paqueteId: ocho, validoHasta: '2027-01-01', creditos_restantes: 8 });
    expect(same.statusCode, same.body).toBe(200);
    expect(await adjustments(beto.userId)).toEqual([]);
  });

  it('assignment with other dates or credits needs a reason and keeps it beside the proposal', async () => {
    const caro = await t.signUp({ firstName: 'Caro' });
    const noReason = await post(admin.token, '/api/paquetes/assignPackageToUser', { clerkUserId: caro.userId, paqueteId: ocho, validoHasta: '2026-12-01', creditos_restantes: 3 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'REASON_REQUIRED', detail: 'Indica el motivo.' });
    expect(await held(caro.token)).toMatchObject({ paquete_id: null });

    const ok = await post(admin.token, '/api/paquetes/assignPackageToUser', { clerkUserId: caro.userId, paqueteId: ocho, validoHasta: '2026-12-01', creditos_restantes: 3, motivo: 'Solo noviembre' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await held(caro.token)).toMatchObject({ valido_hasta: '2026-12-01', creditos_restantes: 3 });
    expect(await adjustments(caro.userId)).toEqual([
      { userId: caro.userId, requestId: null, proposedValidUntil: '2027-01-01', proposedCredits: 8, validUntil: '2026-12-01', credits: 3, reason: 'Solo noviembre' },
    ]);
  });

  it('assignment terms are admin only, and an unknown package is a Spanish 404', async () => {
    const dani = await t.signUp({ firstName: 'Dani' });
    const member = await post(dani.token, '/api/paquetes/assignmentTerms', { paqueteId: ocho });
    expect(member.statusCode).toBe(403);
    expect(member.json().code).toBe('ADMIN_ONLY');
    const unknown = await post(admin.token, '/api/paquetes/assignmentTerms', { paqueteId: 9999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PACKAGE_NOT_FOUND' });
  });
});
