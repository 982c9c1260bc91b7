import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDuePackages } from '../../services/packages/package-expiry.job';
import { jsonUpload, multipartUpload, raster } from '../support/receipt-files';
import { createTestApp, type TestApp } from '../support/test-app';

// 23:30 in Buenos Aires on the last day of November: UTC is already December 1st.
const NEAR_MONTH_END = '2026-11-30T23:30:00-03:00';

describe('member packages: request, approval, assignment, credits', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let ana: { token: string; userId: string };
  let beto: { token: string; userId: string };
  let ocho: number;
  let doce: number;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ now: NEAR_MONTH_END });
    admin = await t.signUp({ firstName: 'Admin', lastName: 'Estudio' });
    ana = await t.signUp({ firstName: 'Ana', lastName: 'Suárez' });
    beto = await t.signUp({ firstName: 'Beto', lastName: 'Alonso' });
    const add = (payload: object) => t.as(admin.token, { method: 'PUT', url: '/api/paquetes/addPaquete', payload });
    ocho = (await add({ nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null })).json().id;
    doce = (await add({ nombre: '12 clases', cantidad_clases: 12, precio: 36000, disciplina_id: null })).json().id;
    png = await raster('png');
  });
  afterAll(() => t.close());

  const post = (token: string | undefined, url: string, payload?: object) => t.as(token, { method: 'POST', url, payload });
  const userPackage = async (token: string, clerkUserId?: string) => (await post(token, '/api/paquetes/getUserPackage', { clerkUserId })).json();
  const upload = (token: string, paqueteId: number) => post(token, '/api/paquetes/uploadComprobante', jsonUpload(png, paqueteId));

  it('shows no package to a new member', async () => {
    expect(await userPackage(ana.token)).toEqual({
      paquete_id: null, nombre: null, valido_hasta: null, creditos_restantes: 0, comprobante_url: null, comprobante_tipo: null, dias_restantes: 0, solicitud: null, renovacion_en_cola: null,
    });
  });

  it('requests with a receipt, shows it pending, and approval gives cantidad_clases credits until the first of next month (Buenos Aires)', async () => {
    const sent = await upload(ana.token, ocho);
    expect(sent.statusCode).toBe(201);
    const { publicUrl, requestId } = sent.json();
    expect(publicUrl).toBe(`/api/paquetes/receipts/${requestId}`);
    expect((await userPackage(ana.token)).solicitud).toMatchObject({ id: requestId, paquete_id: ocho, paquete: '8 clases', estado: 'pending', motivo: null });

    const queue = await t.as(admin.token, { method: 'GET', url: '/api/paquetes/requests?status=pending' });
    expect(queue.json()).toEqual([
      expect.objectContaining({ id: requestId, clerkUserId: ana.userId, nombre_usuario: 'Ana Suárez', paquete: '8 clases', cantidad_clases: 8, estado: 'pending', comprobante_url: publicUrl, comprobante_tipo: 'image/png' }),
    ]);

    const approved = await post(admin.token, '/api/paquetes/approveRequest', { requestId });
    expect(approved.statusCode).toBe(200);
    expect(await userPackage(ana.token)).toMatchObject({
      paquete_id: ocho, nombre: '8 clases', valido_hasta: '2026-12-01', creditos_restantes: 8, dias_restantes: 1, comprobante_url: publicUrl, comprobante_tipo: 'image/png',
      solicitud: { id: requestId, estado: 'approved' },
    });
    expect((await t.as(admin.token, { method: 'GET', url: '/api/paquetes/requests' })).json()).toEqual([]);
    const again = await post(admin.token, '/api/paquetes/approveRequest', { requestId });
    expect(again.json()).toMatchObject({ status: 409, code: 'REQUEST_NOT_PENDING' });
  });

  it('refuses a new request while the member holds a package, and stores nothing', async () => {
    const before = await eventCount(t);
    const res = await upload(ana.token, doce);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PACKAGE_ALREADY_ACTIVE', detail: 'Ya tienes un paquete activo.' });
    expect(await eventCount(t)).toBe(before);
    expect(await storedReceipts(t)).toBe(1);
  });

  it('takes the multipart shape too, refuses a second pending request, and shows a rejection reason to the member', async () => {
    const form = multipartUpload(png, doce);
    const sent = await t.as(beto.token, { method: 'POST', url: '/api/paquetes/uploadComprobante', ...form });
    expect(sent.statusCode).toBe(201);
    const { requestId } = sent.json();
    const second = await upload(beto.token, ocho);
    expect(second.json()).toMatchObject({ status: 409, code: 'REQUEST_ALREADY_PENDING' });

    const noReason = await post(admin.token, '/api/paquetes/rejectRequest', { requestId, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await post(admin.token, '/api/paquetes/rejectRequest', { requestId, reason: 'El monto transferido no coincide.' });
    expect(rejected.statusCode).toBe(200);
    expect(await userPackage(beto.token)).toMatchObject({ paquete_id: null, solicitud: { id: requestId, estado: 'rejected', motivo: 'El monto transferido no coincide.' } });
    expect((await upload(beto.token, ocho)).statusCode).toBe(201); // may try again
  });

  it('keeps every admin route for admins, and a member on their own data and receipts', async () => {
    const receipt = (await userPackage(ana.token)).comprobante_url as string;
    const adminOnly: [string, string, object?][] = [
      ['GET', '/api/paquetes/requests'],
      ['POST', '/api/paquetes/approveRequest', { requestId: 1 }],
      ['POST', '/api/paquetes/rejectRequest', { requestId: 1, reason: 'x' }],
      ['POST', '/api/paquetes/assignPackageToUser', { clerkUserId: ana.userId, paqueteId: doce }],
      ['POST', '/api/paquetes/adjustCredits', { clerkUserId: ana.userId, delta: 5, reason: 'x' }],
      ['GET', '/api/user/getUsers'],
      ['POST', '/api/user/setHidden', { clerkUserId: ana.userId, hidden: true }],
    ];
    for (const [method, url, payload] of adminOnly) {
      const asMember = await t.as(beto.token, { method: method as 'GET', url, payload });
      expect({ url, status: asMember.statusCode }).toEqual({ url, status: 403 });
      const anonymous = await t.as(undefined, { method: method as 'GET', url, payload });
      expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 401 });
    }
    for (const url of ['/api/paquetes/getUserPackage', '/api/paquetes/getCreditHistory']) {
      const other = await post(beto.token, url, { clerkUserId: ana.userId });
      expect(other.json()).toMatchObject({ status: 403, code: 'NOT_YOUR_DATA' });
      expect((await post(undefined, url, {})).statusCode).toBe(401);
    }
    const stolen = await t.as(beto.token, { method: 'GET', url: receipt });
    expect(stolen.statusCode).toBe(403);
    expect((await t.as(undefined, { method: 'GET', url: receipt })).statusCode).toBe(401);

    for (const token of [ana.token, admin.token]) {
      const own = await t.as(token, { method: 'GET', url: receipt });
      expect(own.statusCode).toBe(200);
      expect(own.headers).toMatchObject({
        'content-type': 'image/png',
        'content-disposition': 'inline; filename="comprobante.png"',
        'x-content-type-options': 'nosniff',
      });
      expect(own.headers['cache-control']).toMatch(/^private/);
      expect(own.rawPayload.equals(png)).toBe(true);
    }
    expect((await userPackage(admin.token, ana.userId)).paquete_id).toBe(ocho);
  });

  it('assigns with defaults, with explicit values, and clears with "Sin paquete"', async () => {
    const carla = await t.signUp({ firstName: 'Carla', lastName: 'Díaz' });
    const assign = (payload: object) => post(admin.token, '/api/paquetes/assignPackageToUser', { clerkUserId: carla.userId, ...payload });
    expect((await assign({ paqueteId: doce })).json()).toMatchObject({ paquete_id: doce, nombre: '12 clases', valido_hasta: '2026-12-01', creditos_restantes: 12 });
    const explicit = await assign({ paqueteId: ocho, validoHasta: '2026-12-15T00:00:00.000Z', comprobante_url: null, creditos_restantes: 3, motivo: 'Mitad de mes' });
    expect(explicit.json()).toMatchObject({ paquete_id: ocho, valido_hasta: '2026-12-15', creditos_restantes: 3, dias_restantes: 15 });
    expect((await assign({ paqueteId: ocho, validoHasta: '2026-11-30' })).json()).toMatchObject({ status: 400, code: 'INVALID_VALID_UNTIL' });
    expect((await assign({ paqueteId: 999 })).json()).toMatchObject({ status: 404, code: 'PACKAGE_NOT_FOUND' });
    expect((await post(admin.token, '/api/paquetes/assignPackageToUser', { clerkUserId: 'nadie', paqueteId: ocho })).statusCode).toBe(404);
    expect((await assign({ paqueteId: null })).json()).toMatchObject({ paquete_id: null, valido_hasta: null, creditos_restantes: 0, dias_restantes: 0 });

    const history = (await post(admin.token, '/api/paquetes/getCreditHistory', { clerkUserId: carla.userId })).json();
    expect(history.map((e: { kind: string; delta: number; balance: number }) => [e.kind, e.delta, e.balance])).toEqual([
      ['removed', -3, 0],
      ['assigned', 3, 3],
      ['removed', -12, 0],
      ['assigned', 12, 12],
    ]);
    expect(history[0].actor).toBe('Admin Estudio');
  });

  it('adjusts credits with a reason, never below zero, and lists the history with actor and reason', async () => {
    const adjust = (delta: number, reason: string) => post(admin.token, '/api/paquetes/adjustCredits', { clerkUserId: ana.userId, delta, reason });
    expect((await adjust(2, 'Clases de regalo')).json()).toMatchObject({ creditos_restantes: 10 });
    expect((await adjust(-11, 'Error')).json()).toMatchObject({ status: 409, code: 'CREDITS_NEGATIVE', detail: 'Los créditos no pueden quedar negativos.' });
    expect((await post(admin.token, '/api/paquetes/adjustCredits', { clerkUserId: ana.userId, delta: 1 })).statusCode).toBe(400);
    const history = (await post(ana.token, '/api/paquetes/getCreditHistory', {})).json();
    expect(history[0]).toMatchObject({ kind: 'adjusted', delta: 2, balance: 10, actor: 'Admin Estudio', reason: 'Clases de regalo' });
    expect(history[1]).toMatchObject({ kind: 'assigned', delta: 8, balance: 8, paquete: '8 clases' });
  });

  it('lists users with their package for the Usuarios screen, and hides users', async () => {
    const rows = (await t.as(admin.token, { method: 'GET', url: '/api/user/getUsers' })).json();
    const anaRow = rows.find((r: { clerkUserId: string }) => r.clerkUserId === ana.userId);
    expect(anaRow).toMatchObject({ firstName: 'Ana', paquete_id: ocho, paquete: '8 clases', valido_hasta: '2026-12-01', dias_restantes: 1, creditos_restantes: 10 });
    expect(anaRow.comprobante_url).toMatch(/^\/api\/paquetes\/receipts\/\d+$/);
    expect(rows.find((r: { clerkUserId: string }) => r.clerkUserId === beto.userId)).toMatchObject({ paquete_id: null, paquete: null, dias_restantes: 0, creditos_restantes: 0 });
    expect(rows.map((r: { firstName: string }) => r.firstName)).toEqual(['Admin', 'Ana', 'Beto', 'Carla']);

    const hidden = await post(admin.token, '/api/user/setHidden', { clerkUserId: beto.userId, hidden: true });
    expect(hidden.json()).toMatchObject({ hidden: true });
    const after = (await t.as(admin.token, { method: 'GET', url: '/api/user/getUsers' })).json();
    expect(after.map((r: { firstName: string }) => r.firstName)).toEqual(['Admin', 'Ana', 'Carla']);
    const hiddenList = (await t.as(admin.token, { method: 'GET', url: '/api/user/getUsers?ocultos=1' })).json();
    expect(hiddenList.map((r: { firstName: string; hidden: boolean }) => [r.firstName, r.hidden])).toEqual([['Beto', true]]);
    expect((await post(admin.token, '/api/user/setHidden', { clerkUserId: beto.userId, hidden: false })).json()).toMatchObject({ hidden: false });
  });

  it('expires packages when their validity day begins in the studio, once', async () => {
    const deps = { db: t.db.handle.db, clock: t.clock, studioTz: t.config.studioTz };
    expect(await expireDuePackages(deps)).toBe(0); // 23:30 on Nov 30th in Buenos Aires: still valid
    t.clock.set('2026-12-01T00:05:00-03:00');
    expect(await expireDuePackages(deps)).toBe(1);
    expect(await expireDuePackages(deps)).toBe(0);
    expect(await userPackage(ana.token)).toMatchObject({ paquete_id: null, creditos_restantes: 0 });
    const history = (await post(ana.token, '/api/paquetes/getCreditHistory', {})).json();
    expect(history[0]).toMatchObject({ kind: 'expired', delta: -10, balance: 0, actor: 'Sistema' });
    expect((await upload(ana.token, doce)).statusCode).toBe(201); // expired counts as no package
  });
});

async function eventCount(t: TestApp): Promise<number> {
  const row = await t.db.handle.db.selectFrom('es_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function storedReceipts(t: TestApp): Promise<number> {
  const fs = await import('node:fs/promises');
  const dir = `${t.config.dataDir}/uploads/receipts`;
  return (await fs.readdir(dir).catch(() => [])).length;
}
