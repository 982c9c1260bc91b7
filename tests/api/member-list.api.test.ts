import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireDuePackages } from '../../services/packages/package-expiry.job';
import { createSession } from '../../services/platform/auth/local-sessions';
import { jsonUpload, raster } from '../support/receipt-files';
import { assignPackage } from '../../services/packages/member-package.commands';
import { createMembers } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

function ok<R extends { statusCode: number; body: string }>(res: R): R {
  if (res.statusCode >= 300) throw new Error(`setup request failed: ${res.statusCode} ${res.body}`);
  return res;
}

const rowsOf = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
type Row = {
  clerkUserId: string; firstName: string; paquete: string | null; paquete_id: number | null; valido_hasta: string | null; creditos_restantes: number; comprobante_pendiente: boolean;
  renovacion_en_cola: { paquete: string; desde: string; hasta: string; creditos: number } | null;
};
type Page = { data: Row[]; total: number; pagina: number; por_pagina: number; total_paginas: number };

/*
 * Usuarios for hundreds of members. Saturday 28 November 2026 (test clock), 300 members plus the admin,
 * a coach and Ana: 10 hold "8 clases" until 1 December (vence esta semana), 5 hold "12 clases" until 20 December
 * with no credits left, 5 hold it with 4 credits; Ana sent a receipt (comprobante pendiente); 7 members are in
 * the group "Mañana". Everyone else has no package.
 */
describe('GET /api/usuarios/lista, POST /api/usuarios/bulkAsignarPaquete, GET /api/reportes/exportarUsuarios', () => {
  let t: TestApp;
  let admin: string;
  let coach: string;
  let ana: { token: string; userId: string };
  let crowd: { token: string; userId: string }[];
  let ocho: number;
  let doce: number;
  let grupo: number;
  const list = async (query: string, token = admin) => {
    const res = await t.as(token, { method: 'GET', url: `/api/usuarios/lista?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const bulk = (payload: object, headers: Record<string, string> = {}, token = admin) =>
    t.as(token, { method: 'POST', url: '/api/usuarios/bulkAsignarPaquete', payload, headers });
  // The admin's assignment with its own dates and credits (and the reason the studio's rule asks for then).
  const giveCredits = (_: TestApp, userId: string, packageId: number, credits: number, validUntil: string) =>
    assignPackage(t.db.handle.db, { actorId: 'test-admin', now: t.clock.now() }, { userId, packageId, credits, validUntil, reason: 'Fixture del listado', tz: t.config.studioTz });
  const eventCount = async () => Number((await t.db.handle.db.selectFrom('es_events').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-28T10:00:00-03:00' });
    admin = (await t.signUp({ firstName: 'Admin', lastName: 'Estudio' })).token;
    const profe = await t.signUp({ firstName: 'Profe', lastName: 'Coach' });
    ok(await t.as(admin, { method: 'POST', url: '/api/user/setRole', payload: { clerkUserId: profe.userId, role: 'coach' } }));
    coach = profe.token;
    ana = await t.signUp({ firstName: 'Ana', lastName: 'Ñúñez', email: 'ana.nunez@example.com' });
    const add = async (payload: object) => ok(await t.as(admin, { method: 'PUT', url: '/api/paquetes/addPaquete', payload }));
    ocho = (await add({ nombre: '8 clases', cantidad_clases: 8, precio: 28000, disciplina_id: null })).json().id;
    doce = (await add({ nombre: '12 clases', cantidad_clases: 12, precio: 36000, disciplina_id: null })).json().id;
    crowd = await createMembers(t, 300);
    for (const m of crowd.slice(0, 10)) await giveCredits(t, m.userId, ocho, 5, '2026-12-01');
    for (const m of crowd.slice(10, 15)) await giveCredits(t, m.userId, doce, 0, '2026-12-20');
    for (const m of crowd.slice(15, 20)) await giveCredits(t, m.userId, doce, 4, '2026-12-20');
    ok(await t.as(ana.token, { method: 'POST', url: '/api/paquetes/uploadComprobante', payload: jsonUpload(await raster('png'), ocho) }));
    grupo = ok(await t.as(admin, { method: 'POST', url: '/api/user/addGrupo', payload: { nombre: 'Mañana' } })).json().id;
    const inGroup = [...crowd.slice(5, 8), ...crowd.slice(100, 104)].map((m) => m.userId);
    ok(await t.as(admin, { method: 'POST', url: '/api/user/addUsersToGrupo', payload: { grupoId: grupo, userIds: inGroup } }));
  }, 120_000);
  afterAll(() => t.close());

  it('pages 303 users by first name, 25 a page by default, without overlap or gaps', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: 303, pagina: 1, por_pagina: 25, total_paginas: 13 });
    const seen: string[] = [];
    for (let pagina = 1; pagina <= 4; pagina++) {
      const page = await list(`pagina=${pagina}&por_pagina=100`);
      expect(page.total).toBe(303);
      seen.push(...page.data.map((r) => r.clerkUserId));
    }
    expect(seen).toHaveLength(303);
    expect(new Set(seen).size).toBe(303);
    expect((await list('pagina=5&por_pagina=100')).data).toEqual([]);
    const names = (await list('por_pagina=100')).data.map((r) => r.firstName.toLocaleLowerCase('es'));
    expect(names).toEqual(names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(first.data[0]).toMatchObject({ firstName: 'Admin', paquete: null, comprobante_pendiente: false });
  });

  it('filters sin paquete, vence esta semana, sin créditos, comprobante pendiente and by group', async () => {
    expect((await list('estado=sin_paquete')).total).toBe(303 - 20);
    const vence = await list('estado=vence_semana&por_pagina=100');
    expect(vence.total).toBe(10);
    expect(vence.data.every((r) => r.paquete === '8 clases' && r.valido_hasta === '2026-12-01')).toBe(true);
    const sinCreditos = await list('estado=sin_creditos');
    expect(sinCreditos.total).toBe(5);
    expect(sinCreditos.data.map((r) => r.clerkUserId).toSorted()).toEqual(crowd.slice(10, 15).map((m) => m.userId).toSorted());
    const pendiente = await list('estado=comprobante_pendiente');
    expect(pendiente.data.map((r) => [r.clerkUserId, r.comprobante_pendiente])).toEqual([[ana.userId, true]]);
    expect((await list(`grupo=${grupo}`)).total).toBe(7);
    expect((await list(`grupo=${grupo}&estado=vence_semana`)).total).toBe(3);
    expect((await list(`grupo=${grupo}&estado=sin_paquete`)).total).toBe(4);
  });

  it('searches name and email, any case and accents as typed', async () => {
    expect((await list('q=ÑÚÑEZ')).data.map((r) => r.clerkUserId)).toEqual([ana.userId]);
    expect((await list('q=ana.nunez@')).total).toBe(1);
    expect((await list('q=socia29')).total).toBe(11); // Socia29, Socia290..299
    expect((await list('q=%25')).total).toBe(0); // a literal %, not a wildcard
  });

  it('sorts by expiry and credits (members without a package last) and by name descending', async () => {
    const byExpiry = (await list('orden=vence&por_pagina=25')).data;
    expect(byExpiry.slice(0, 10).every((r) => r.valido_hasta === '2026-12-01')).toBe(true);
    expect(byExpiry.slice(10, 20).every((r) => r.valido_hasta === '2026-12-20')).toBe(true);
    expect(byExpiry[20]!.paquete_id).toBeNull();
    const byCredits = (await list('orden=creditos&dir=desc')).data;
    expect(byCredits.slice(0, 20).map((r) => r.creditos_restantes)).toEqual([...Array(10).fill(5), ...Array(5).fill(4), ...Array(5).fill(0)]);
    expect(byCredits[20]!.paquete_id).toBeNull();
    expect((await list('orden=nombre&dir=desc')).data[0]!.firstName).toBe('Socia99');
  });

  it('exports the current filter as CSV: BOM, Spanish headers, ";" by default or "," on request', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/reportes/exportarUsuarios?estado=sin_creditos&orden=nombre' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pulso-usuarios-2026-11-28.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(res.body);
    expect(rows[0]).toBe('Nombre;Apellido;Email;Rol;Paquete;Créditos;Vence;Días restantes;Comprobante pendiente;Última clase');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toMatch(/^Socia1\d;Multitud;user_crowd_1\d_[0-9a-f]{8}@example\.com;Socio;12 clases;0;20\/12\/2026;22;No;$/);
    const comma = rowsOf((await t.as(admin, { method: 'GET', url: '/api/reportes/exportarUsuarios?estado=comprobante_pendiente&separador=coma' })).body);
    expect(comma).toEqual(['Nombre,Apellido,Email,Rol,Paquete,Créditos,Vence,Días restantes,Comprobante pendiente,Última clase', 'Ana,Ñúñez,ana.nunez@example.com,Socio,Sin paquete,,,,Sí,']);
    expect((await t.as(admin, { method: 'GET', url: '/api/reportes/exportarUsuarios?separador=tab' })).json()).toMatchObject({ status: 400, code: 'CSV_SEPARATOR_UNKNOWN' });
  });

  it('answers bad filters with Spanish 400s and refuses members and coaches', async () => {
    const bad = async (query: string) => (await t.as(admin, { method: 'GET', url: `/api/usuarios/lista?${query}` })).json();
    expect(await bad('estado=morosos')).toMatchObject({ status: 400, code: 'MEMBER_FILTER_UNKNOWN', detail: 'Elige un filtro: sin paquete, vence esta semana, sin créditos, comprobante pendiente, sin venir, debe o en mora.' });
    expect(await bad('orden=email')).toMatchObject({ status: 400, code: 'MEMBER_SORT_UNKNOWN' });
    expect(await bad('grupo=abc')).toMatchObject({ status: 400, code: 'INVALID_GROUP' });
    expect(await bad('por_pagina=500')).toMatchObject({ status: 400, code: 'INVALID_LIMIT' });
    for (const token of [ana.token, coach]) {
      expect((await t.as(token, { method: 'GET', url: '/api/usuarios/lista' })).statusCode).toBe(403);
      expect((await bulk({ paqueteId: ocho, modo: 'asignar', clerkUserIds: [crowd[30]!.userId] }, {}, token)).statusCode).toBe(403);
      expect((await t.as(token, { method: 'GET', url: '/api/reportes/exportarUsuarios' })).statusCode).toBe(403);
    }
    expect((await t.as(undefined, { method: 'GET', url: '/api/usuarios/lista' })).statusCode).toBe(401);
    // The route of docs/product.md §7 keeps its answer for existing callers: every visible user, no paging.
    expect((await t.as(admin, { method: 'GET', url: '/api/user/getUsers' })).json()).toHaveLength(303);
  });

  it('assigns a package to the chosen members in one request, one event group per member, replacing a package already held', async () => {
    const chosen = [crowd[40]!, crowd[41]!, crowd[0]!].map((m) => m.userId);
    const before = await eventCount();
    const res = await bulk({ paqueteId: ocho, modo: 'asignar', clerkUserIds: chosen });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      paquete: '8 clases', modo: 'asignar', correctos: 3, fallidos: 0,
      resultados: [
        { clerkUserId: chosen[0], nombre: 'Socia40 Multitud', ok: true, resultado: 'asignado' },
        { clerkUserId: chosen[1], nombre: 'Socia41 Multitud', ok: true, resultado: 'asignado' },
        { clerkUserId: chosen[2], nombre: 'Socia0 Multitud', ok: true, resultado: 'reemplazado' },
      ],
    });
    // Two assignments and one replacement (removed, then assigned again with the month's credits).
    expect(await eventCount()).toBe(before + 4);
    const rows = (await list('q=socia4&por_pagina=100')).data.filter((r) => chosen.includes(r.clerkUserId));
    expect(rows.map((r) => [r.paquete, r.valido_hasta, r.creditos_restantes])).toEqual([['8 clases', '2026-12-01', 8], ['8 clases', '2026-12-01', 8]]);
    expect((await list('q=socia0 ')).data[0]).toMatchObject({ paquete: '8 clases', creditos_restantes: 8 });
  });

  it('renews: queued after an active package, assigned now without one; a second renewal or an unknown member fails alone', async () => {
    const holder = crowd[15]!.userId; // 12 clases until 20 December, 4 credits
    const without = crowd[50]!.userId;
    const key = { 'idempotency-key': 'renovar-diciembre-1' };
    const first = await bulk({ paqueteId: doce, modo: 'renovar', clerkUserIds: [holder, without] }, key);
    expect(first.json()).toMatchObject({
      correctos: 2, fallidos: 0,
      resultados: [{ clerkUserId: holder, ok: true, resultado: 'renovacion_en_cola' }, { clerkUserId: without, ok: true, resultado: 'asignado' }],
    });
    const events = await eventCount();
    const replay = await bulk({ paqueteId: doce, modo: 'renovar', clerkUserIds: [holder, without] }, key);
    expect(replay.json()).toEqual(first.json());
    expect(await eventCount()).toBe(events);

    const again = await bulk({ paqueteId: doce, modo: 'renovar', clerkUserIds: [holder, 'user_que_no_existe', crowd[16]!.userId] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      correctos: 1, fallidos: 2,
      resultados: [
        { clerkUserId: holder, ok: false, code: 'RENEWAL_ALREADY_QUEUED', motivo: 'Ya tiene una renovación en cola que empieza cuando termine su paquete.' },
        { clerkUserId: 'user_que_no_existe', nombre: 'user_que_no_existe', ok: false, code: 'USER_NOT_FOUND', motivo: 'No encontramos a este socio.' },
        { clerkUserId: crowd[16]!.userId, ok: true, resultado: 'renovacion_en_cola' },
      ],
    });
    // The holder keeps the current package until it ends, and her card says what is queued and from when; the
    // member assigned now has nothing queued. The expiry job starts the renewal on its day.
    expect((await list('q=socia15 ')).data[0]).toMatchObject({
      paquete: '12 clases', valido_hasta: '2026-12-20', creditos_restantes: 4,
      renovacion_en_cola: { paquete: '12 clases', desde: '2026-12-20', hasta: '2027-01-01', creditos: 12 },
    });
    expect((await list('q=socia50 ')).data[0]?.renovacion_en_cola).toBeNull();
    t.clock.set('2026-12-20T00:30:00-03:00');
    await expireDuePackages({ db: t.db.handle.db, clock: t.clock, studioTz: t.config.studioTz });
    const fresh = (await createSession(t.db.handle.db, (await t.db.handle.db.selectFrom('users').select('user_id').where('first_name', '=', 'Admin').executeTakeFirstOrThrow()).user_id, t.clock.now(), 1)).token;
    expect((await list('q=socia15 ', fresh)).data[0]).toMatchObject({ paquete: '12 clases', valido_hasta: '2027-01-01', creditos_restantes: 12, comprobante_url: null, renovacion_en_cola: null });
    t.clock.set('2026-11-28T10:00:00-03:00');
  });

  it('assigns to every member matching a filter, and refuses an empty selection or a missing package', async () => {
    const matching = await list(`grupo=${grupo}&estado=sin_paquete`);
    const res = await bulk({ paqueteId: ocho, modo: 'asignar', filtro: { grupo: String(grupo), estado: 'sin_paquete' } });
    expect(res.json()).toMatchObject({ correctos: matching.total, fallidos: 0 });
    expect((await list(`grupo=${grupo}&estado=sin_paquete`)).total).toBe(0);
    expect((await bulk({ paqueteId: ocho, modo: 'asignar', filtro: { grupo: String(grupo), estado: 'sin_paquete' } })).json())
      .toMatchObject({ status: 400, code: 'BULK_SELECTION_EMPTY', detail: 'Elige al menos un socio.' });
    expect((await bulk({ paqueteId: ocho, modo: 'asignar', clerkUserIds: [] })).json()).toMatchObject({ code: 'BULK_SELECTION_EMPTY' });
    expect((await bulk({ paqueteId: 99999, modo: 'asignar', clerkUserIds: [crowd[60]!.userId] })).json()).toMatchObject({ status: 404, code: 'PACKAGE_NOT_FOUND' });
    expect((await bulk({ paqueteId: ocho, modo: 'regalar', clerkUserIds: [crowd[60]!.userId] })).statusCode).toBe(400);
  });

  it('exports the credit ledger for a range longer than a year, with "," and a decimal point on request', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/reportes/exportar?tipo=creditos&desde=2020-01-01&hasta=2026-12-31&separador=coma' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = rowsOf(res.body);
    expect(rows[0]).toBe('Fecha,Hora,Socio,Movimiento,Créditos,Saldo,Paquete,Detalle');
    expect(rows.some((r) => /,Socia0 Multitud,Paquete asignado,5,5,8 clases,/.test(r))).toBe(true);
    expect((await t.as(admin, { method: 'GET', url: '/api/reportes/exportar?tipo=creditos&desde=2010-01-01&hasta=2026-12-31' })).json()).toMatchObject({ code: 'RANGE_TOO_LONG' });
  });
});
