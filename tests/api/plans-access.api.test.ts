import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const P = '/api/planificaciones';
const editorRoutes: InjectOptions[] = [
  { method: 'GET', url: `${P}/getPlanificacionesList` },
  { method: 'GET', url: `${P}/getUsersPlanificaciones` },
  { method: 'POST', url: `${P}/addPlanificacion`, payload: { body: { nombre: 'Intrusa' } } },
  { method: 'PUT', url: `${P}/1`, payload: { id: 1, nombre: 'Intrusa' } },
  { method: 'POST', url: `${P}/handleVisiblePlanificacion`, payload: { id: 1, visible: 0 } },
  { method: 'POST', url: `${P}/deletePlanificacionUsr`, payload: { id: 1 } },
  { method: 'POST', url: `${P}/deletePlanificacion`, payload: { id: 1 } },
  { method: 'POST', url: `${P}/updateSemanaNombre`, payload: { id: 1, nombre: 'x' } },
  { method: 'POST', url: `${P}/duplicateSemana`, payload: { semana: { id: 1 } } },
  { method: 'POST', url: `${P}/deleteSemana`, payload: { semana: { id: 1 } } },
  { method: 'POST', url: `${P}/addSemana`, payload: { semana: { planificacion_id: 1 } } },
  { method: 'POST', url: `${P}/addDia`, payload: { dia: { semana_id: 1 } } },
  { method: 'POST', url: `${P}/deleteDia`, payload: { dia: { id: 1 } } },
  { method: 'POST', url: `${P}/addBloque`, payload: { nombre: 'x', descanso: 1, dia_id: 1 } },
  { method: 'POST', url: `${P}/deleteBloque`, payload: { bloque: { id: 1 } } },
  { method: 'PUT', url: `${P}/updateBloqueDescanso`, payload: { id: 1, descanso: 1 } },
  { method: 'PUT', url: `${P}/updateBloqueTitulo`, payload: { id: 1, nombre: 'x' } },
  { method: 'POST', url: `${P}/addEjercicio`, payload: { nombre: 'x', bloque_id: 1, series: 1 } },
  { method: 'POST', url: `${P}/duplicateEjercicio`, payload: { id: 1 } },
  { method: 'DELETE', url: `${P}/deleteEjercicio`, payload: { id: 1, series: [] } },
  { method: 'PUT', url: `${P}/updateEjercicioTitle`, payload: { id: 1, nombre: 'x' } },
  { method: 'PUT', url: `${P}/updateEjercicioVideo`, payload: { id: 1, video: null } },
  { method: 'POST', url: `${P}/addSerie`, payload: { numero: 1, repeticiones: '1', peso: 1, ejercicio_id: 1 } },
  { method: 'POST', url: `${P}/duplicateSerie`, payload: { id: 1 } },
  { method: 'DELETE', url: `${P}/deleteSerie`, payload: { id: 1 } },
  { method: 'PUT', url: `${P}/updateSerie`, payload: { id: 1, numero: 1, repeticiones: '1', peso: 1 } },
  { method: 'POST', url: `${P}/assignPlanificacionToUser`, payload: { clerkUserId: 'x', planificacionId: 1 } },
  { method: 'POST', url: `${P}/deletePlanificacionFromUser`, payload: { clerkUserId: 'x', planificacionId: 1 } },
  { method: 'GET', url: '/api/user/getGrupos' },
  { method: 'GET', url: '/api/user/getGrupoUsers' },
  { method: 'GET', url: '/api/user/getGrupoPlanificaciones' },
  { method: 'GET', url: '/api/user/getGrupoCandidatos' },
  { method: 'POST', url: '/api/user/addGrupo', payload: { nombre: 'x' } },
  { method: 'POST', url: '/api/user/updateGrupo', payload: { id: 1, nombre: 'x' } },
  { method: 'POST', url: '/api/user/deleteGrupo', payload: { id: 1 } },
  { method: 'POST', url: '/api/user/addUsersToGrupo', payload: { grupoId: 1, userIds: ['x'] } },
  { method: 'POST', url: '/api/user/removeUserFromGrupo', payload: { grupoId: 1, userId: 'x' } },
  { method: 'POST', url: '/api/user/addPlanificacionesToGrupo', payload: { grupoId: 1, planificacionIds: [1] } },
  { method: 'POST', url: '/api/user/removePlanificacionFromGrupo', payload: { grupoId: 1, planificacionId: 1 } },
];

// Staff manage a group's members and plans; creating, renaming and deleting groups stays with admins.
const staffGroupRoutes = new Set([
  '/api/user/getGrupos',
  '/api/user/getGrupoUsers',
  '/api/user/getGrupoPlanificaciones',
  '/api/user/getGrupoCandidatos',
  '/api/user/addUsersToGrupo',
  '/api/user/removeUserFromGrupo',
  '/api/user/addPlanificacionesToGrupo',
  '/api/user/removePlanificacionFromGrupo',
]);

describe('plans and groups: who may do what', () => {
  let t: TestApp;
  let admin: string;
  let ana: { token: string; userId: string };
  let beto: { token: string; userId: string };
  let direct: number;
  let viaGroup: number;
  let other: number;

  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) => t.as(token, { method, url, payload });
  const adminPost = async (url: string, payload: object) => {
    const res = await as(admin, 'POST', url, payload);
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const newPlan = async (nombre: string) => (await adminPost(`${P}/addPlanificacion`, { body: { nombre } })).id as number;
  const givePackage = (userId: string, validUntil: string) =>
    t.db.handle.db
      .insertInto('member_packages')
      .values({ user_id: userId, paquete_id: 1, valido_hasta: validUntil, creditos_restantes: 8, receipt_request_id: null, last_position: 0, updated_at: t.clock.now() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ valido_hasta: validUntil }))
      .execute();
  const summary = async (token: string) => {
    const res = await as(token, 'POST', `${P}/getPlanificacionesSummaryByIdUsr`, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((p: { nombre: string }) => p.nombre);
  };
  const open = (token: string, id: number) => as(token, 'POST', `${P}/getPlanificacionById`, { id });
  const eventCount = async () => (await t.db.handle.db.selectFrom('es_events').select('event_id').execute()).length;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    admin = (await t.signUp()).token;
    ana = await t.signUp({ firstName: 'Ana' });
    beto = await t.signUp({ firstName: 'Beto' });
    direct = await newPlan('Directa');
    viaGroup = await newPlan('Del grupo');
    other = await newPlan('Ajena');
    await adminPost(`${P}/assignPlanificacionToUser`, { clerkUserId: ana.userId, planificacionId: direct });
    await givePackage(ana.userId, '2026-12-01');
  });
  afterAll(() => t.close());

  // Plans are edited by staff (admins and coaches), and so are groups' members and plans; the groups themselves stay with admins.
  it.each(editorRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s is for staff only (403 for a member, 401 signed out, nothing written)', async (_n, route) => {
    const before = await eventCount();
    const res = await t.as(ana.token, route);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(String(route.url).startsWith(P) || staffGroupRoutes.has(String(route.url)) ? 'STAFF_ONLY' : 'ADMIN_ONLY');
    expect((await t.as(undefined, route)).statusCode).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it('a member opens a plan assigned to them, and gets 403 for one that is not', async () => {
    const mine = await open(ana.token, direct);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: direct, nombre: 'Directa', visible: 1, semanas: [] });
    const theirs = await open(ana.token, other);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ code: 'PLAN_NOT_ASSIGNED', detail: 'Esta planificación no está asignada a ti.' });
    const none = await open(ana.token, 999_999);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'PLAN_NOT_FOUND', detail: 'Planificacion no encontrada' });
  });

  it('a member cannot read another member\'s plans (NOT_YOUR_DATA)', async () => {
    const res = await as(ana.token, 'POST', `${P}/getPlanificaciones`, { clerkUserId: beto.userId });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_YOUR_DATA');
  });

  it('a member without an active package gets a clear refusal on every plan read', async () => {
    for (const [url, payload] of [[`${P}/getPlanificacionById`, { id: direct }], [`${P}/getPlanificaciones`, {}], [`${P}/getPlanificacionesSummaryByIdUsr`, {}]] as const) {
      const res = await as(beto.token, 'POST', url, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'NO_PACKAGE', detail: 'No tienes paquete activo.' });
    }
    await givePackage(beto.userId, '2026-11-16'); // expired: validity ends as today begins
    expect((await open(beto.token, direct)).json().code).toBe('NO_PACKAGE');
  });

  it('hides invisible plans from members, while the admin still sees them', async () => {
    await adminPost(`${P}/handleVisiblePlanificacion`, { id: direct, visible: 0 });
    expect(await summary(ana.token)).toEqual([]);
    expect((await open(ana.token, direct)).statusCode).toBe(404);
    const asAdmin = await open(admin, direct);
    expect(asAdmin.json()).toMatchObject({ id: direct, visible: 0 });
    await adminPost(`${P}/handleVisiblePlanificacion`, { id: direct, visible: true });
    expect(await summary(ana.token)).toEqual(['Directa']);
  });

  it('members see their groups\' plans and lose them when they leave, unless also assigned directly', async () => {
    const group = (await adminPost('/api/user/addGrupo', { nombre: 'Principiantes' })) as { id: number };
    await adminPost('/api/user/addUsersToGrupo', { grupoId: group.id, userIds: [ana.userId] });
    await adminPost('/api/user/addPlanificacionesToGrupo', { grupoId: group.id, planificacionIds: [viaGroup, direct] });
    expect(await summary(ana.token)).toEqual(['Del grupo', 'Directa']);
    expect((await open(ana.token, viaGroup)).statusCode).toBe(200);
    const full = await as(ana.token, 'POST', `${P}/getPlanificaciones`, { clerkUserId: ana.userId });
    expect(full.json().map((p: { id: number }) => p.id)).toEqual([viaGroup, direct]);

    const links = await as(admin, 'GET', '/api/user/getGrupoPlanificaciones');
    expect(links.json()).toEqual(expect.arrayContaining([{ grupo_id: group.id, planificacion_id: viaGroup, nombre: 'Del grupo' }]));
    const users = await as(admin, 'GET', '/api/user/getGrupoUsers');
    expect(users.json()).toEqual([expect.objectContaining({ grupo_id: group.id, clerk_user_id: ana.userId, first_name: 'Ana' })]);

    await adminPost('/api/user/removeUserFromGrupo', { grupoId: group.id, userId: ana.userId });
    expect(await summary(ana.token)).toEqual(['Directa']);
    expect((await open(ana.token, viaGroup)).statusCode).toBe(403);
  });

  it('lists plans for the admin with visibility and counts, and the user-plan links', async () => {
    const list = (await as(admin, 'GET', `${P}/getPlanificacionesList`)).json();
    expect(list).toEqual(expect.arrayContaining([{ id: direct, nombre: 'Directa', visible: 1, usuarios: 1, grupos: 1 }]));
    const links = (await as(admin, 'GET', `${P}/getUsersPlanificaciones`)).json();
    expect(links).toEqual([{ clerk_user_id: ana.userId, planificacion_id: direct, planificacion: 'Directa', first_name: 'Ana', last_name: 'Prueba' }]);
  });

  it('deleting a plan removes it, its assignments and its group links from every read', async () => {
    const doomed = await newPlan('Efímera');
    await adminPost(`${P}/assignPlanificacionToUser`, { clerkUserId: ana.userId, planificacionId: doomed });
    const group = (await adminPost('/api/user/addGrupo', { nombre: 'Temporal' })) as { id: number };
    await adminPost('/api/user/addPlanificacionesToGrupo', { grupoId: group.id, planificacionIds: [doomed] });
    expect(await summary(ana.token)).toContain('Efímera');
    await adminPost(`${P}/deletePlanificacion`, { id: doomed });
    expect(await summary(ana.token)).not.toContain('Efímera');
    expect((await open(admin, doomed)).statusCode).toBe(404);
    expect((await as(admin, 'GET', '/api/user/getGrupoPlanificaciones')).json().some((l: { planificacion_id: number }) => l.planificacion_id === doomed)).toBe(false);
    expect((await as(admin, 'GET', `${P}/getUsersPlanificaciones`)).json().some((l: { planificacion_id: number }) => l.planificacion_id === doomed)).toBe(false);
    const again = await as(admin, 'POST', `${P}/assignPlanificacionToUser`, { clerkUserId: ana.userId, planificacionId: doomed });
    expect(again.statusCode).toBe(404);
  });

  it('refuses to assign an unknown user or plan', async () => {
    const noUser = await as(admin, 'POST', `${P}/assignPlanificacionToUser`, { clerkUserId: 'nadie', planificacionId: direct });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json().code).toBe('USER_NOT_FOUND');
    const noPlan = await as(admin, 'POST', '/api/user/addPlanificacionesToGrupo', { grupoId: 1, planificacionIds: [999_999] });
    expect(noPlan.statusCode).toBe(404);
  });
});
