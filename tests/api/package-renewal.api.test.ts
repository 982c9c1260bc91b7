import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { expireDuePackages } from '../../services/packages/package-expiry.job';
import { jsonUpload, raster } from '../support/receipt-files';
import { createTestApp, type TestApp } from '../support/test-app';

describe('renewal and top-up while holding a package', () => {
  let t: TestApp;
  let admin: string;
  let ana: { token: string; userId: string };
  let ocho: number;
  let png: Buffer;

  const post = (token: string | undefined, url: string, payload?: object) => t.as(token, { method: 'POST', url, payload });
  const held = async () => (await post(ana.token, '/api/paquetes/getUserPackage', {})).json();
  const history = async () => (await post(ana.token, '/api/paquetes/getCreditHistory', {})).json() as Promise<{ kind: string; delta: number; balance: number; reason: string | null }[]>;
  const ask = async (tipo?: 'renovacion' | 'recarga') => {
    const res = await post(ana.token, '/api/paquetes/uploadComprobante', { ...jsonUpload(png, ocho), ...(tipo ? { tipo } : {}) });
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T10:00:00-03:00' });
    admin = (await t.signUp()).token;
    ana = await t.signUp({ firstName: 'Ana', lastName: 'Suárez' });
    ocho = (await t.as(admin, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null } })).json().id;
    png = await raster('png');
    await post(admin, '/api/paquetes/assignPackageToUser', { clerkUserId: ana.userId, paqueteId: ocho, creditos_restantes: 0, motivo: 'Sin créditos para probar la recarga' });
  });
  afterAll(() => t.close());

  it('a member with 0 credits cannot ask for a new package, but can ask for a top-up: approved, the credits come now', async () => {
    expect(await held()).toMatchObject({ paquete_id: ocho, valido_hasta: '2026-12-01', creditos_restantes: 0 });
    expect((await ask()).json()).toMatchObject({ code: 'PACKAGE_ALREADY_ACTIVE' });
    const sent = await ask('recarga');
    expect(sent.statusCode, sent.body).toBe(201);
    const { requestId } = sent.json();
    const queue = (await t.as(admin, { method: 'GET', url: '/api/paquetes/requests' })).json();
    expect(queue).toEqual([expect.objectContaining({ id: requestId, tipo: 'recarga', estado: 'pending' })]);
    expect((await post(admin, '/api/paquetes/approvalTerms', { requestId })).json())
      .toEqual({ tipo: 'recarga', valido_desde: '2026-11-20', valido_hasta: '2026-12-01', creditos: 8, cantidad_clases: 8, prorrateado: false, mes_siguiente: false });

    expect((await post(admin, '/api/paquetes/approveRequest', { requestId })).statusCode).toBe(200);
    expect(await held()).toMatchObject({ valido_hasta: '2026-12-01', creditos_restantes: 8, solicitud: { id: requestId, estado: 'approved', tipo: 'recarga' } });
    expect((await history())[0]).toMatchObject({ kind: 'adjusted', delta: 8, balance: 8, reason: `Recarga (solicitud ${requestId})` });
  });

  it('a renewal is approved into a queue and starts when the package ends, on the test clock (replay = live)', async () => {
    const sent = await ask('renovacion');
    expect(sent.statusCode, sent.body).toBe(201);
    const { requestId } = sent.json();
    expect((await post(admin, '/api/paquetes/approvalTerms', { requestId })).json())
      .toMatchObject({ tipo: 'renovacion', valido_desde: '2026-12-01', valido_hasta: '2027-01-01', creditos: 8 });
    expect((await post(admin, '/api/paquetes/approveRequest', { requestId })).statusCode).toBe(200);
    expect(await held()).toMatchObject({ valido_hasta: '2026-12-01', creditos_restantes: 8 }); // still the current one
    const twice = await ask('renovacion');
    expect(twice.json()).toMatchObject({ status: 409, code: 'RENEWAL_ALREADY_QUEUED' });

    const deps = { db: t.db.handle.db, clock: t.clock, studioTz: t.config.studioTz };
    t.clock.set('2026-11-30T23:00:00-03:00');
    expect(await expireDuePackages(deps)).toBe(0);
    t.clock.set('2026-12-01T00:05:00-03:00');
    expect(await expireDuePackages(deps)).toBe(1);
    expect(await expireDuePackages(deps)).toBe(0);
    expect(await held()).toMatchObject({ paquete_id: ocho, valido_hasta: '2027-01-01', creditos_restantes: 8 });
    const [assigned, expired] = await history();
    expect(expired).toMatchObject({ kind: 'expired', delta: -8, balance: 0 });
    expect(assigned).toMatchObject({ kind: 'assigned', delta: 8, balance: 8 });

    // The activation is appended to the log (not written aside), so a replay activates it the same way.
    await sequencePending(t.db.handle.db);
    const types = await t.db.handle.db.selectFrom('es_events').select('event_type').where('stream_id', '=', `member:${ana.userId}`).orderBy('stream_position').execute();
    expect(types.map((e) => e.event_type).slice(-4)).toEqual(['PackageRequestApproved', 'PackageRenewalQueued', 'CreditsExpired', 'PackageAssigned']);
  });

  it('without a package, a renewal or top-up is refused in Spanish', async () => {
    const beto = await t.signUp({ firstName: 'Beto' });
    const res = await post(beto.token, '/api/paquetes/uploadComprobante', { ...jsonUpload(png, ocho), tipo: 'renovacion' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NO_PACKAGE', detail: 'No tienes paquete activo.' });
  });
});
