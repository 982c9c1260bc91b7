import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

type Person = { token: string; userId: string };

/** The plan list's "Dar <plan> a un grupo" works for a coach (Profesor): groups' names, linked or per-member copies. */
describe('group templates by a coach', () => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let ana: Person;
  let groupId: number;
  let plan: number;
  const send = (who: Person, method: 'GET' | 'POST', url: string, payload?: object) => t.as(who.token, { method, url, ...(payload ? { payload } : {}) });
  const ok = async (who: Person, url: string, payload: object) => {
    const res = await send(who, 'POST', url, payload);
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const eventCount = async () => (await t.db.handle.db.selectFrom('es_events').select('event_id').execute()).length;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    admin = await t.signUp();
    coach = await t.signUp({ firstName: 'Profe', lastName: 'Gómez' });
    ana = await t.signUp({ firstName: 'Ana', lastName: 'Ruiz' });
    await ok(admin, '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' });
    groupId = (await ok(admin, '/api/user/addGrupo', { nombre: 'Turno noche' })).id;
    await ok(admin, '/api/user/addUsersToGrupo', { grupoId: groupId, userIds: [ana.userId] });
    plan = (await ok(coach, '/api/planificaciones/addPlanificacion', { nombre: 'Fuerza' })).id;
  });
  afterAll(() => t.close());

  it('a coach lists the groups, gives a copy to each member and links the plan', async () => {
    const groups = await send(coach, 'GET', '/api/user/getGrupos');
    expect(groups.statusCode, groups.body).toBe(200);
    expect(groups.json()).toEqual([{ id: groupId, nombre: 'Turno noche' }]);

    const copies = await send(coach, 'POST', '/api/planificaciones/asignarCopiaAGrupo', { planificacionId: plan, grupoId: groupId });
    expect(copies.statusCode, copies.body).toBe(201);
    expect(copies.json().copias.map((c: { nombre: string; clerkUserId: string }) => [c.nombre, c.clerkUserId])).toEqual([['Fuerza · Ana Ruiz', ana.userId]]);

    const linked = await ok(coach, '/api/user/addPlanificacionesToGrupo', { grupoId: groupId, planificacionIds: [plan] });
    expect(linked).toMatchObject({ ok: true, id: groupId, planificacionIds: [plan] });
  });

  it('a coach still cannot manage groups: create, rename, members', async () => {
    for (const [url, payload] of [
      ['/api/user/addGrupo', { nombre: 'Otro' }],
      ['/api/user/updateGrupo', { id: groupId, nombre: 'Otro' }],
      ['/api/user/addUsersToGrupo', { grupoId: groupId, userIds: [coach.userId] }],
    ] as const) {
      const res = await send(coach, 'POST', url, payload);
      expect([res.statusCode, res.json().code], url).toEqual([403, 'ADMIN_ONLY']);
    }
  });

  it('a member can neither list groups nor give a plan to one, and nothing is written', async () => {
    const before = await eventCount();
    const list = await send(ana, 'GET', '/api/user/getGrupos');
    expect([list.statusCode, list.json().code]).toEqual([403, 'STAFF_ONLY']);
    const copy = await send(ana, 'POST', '/api/planificaciones/asignarCopiaAGrupo', { planificacionId: plan, grupoId: groupId });
    expect([copy.statusCode, copy.json().code]).toEqual([403, 'STAFF_ONLY']);
    const link = await send(ana, 'POST', '/api/user/addPlanificacionesToGrupo', { grupoId: groupId, planificacionIds: [plan] });
    expect([link.statusCode, link.json().code]).toEqual([403, 'STAFF_ONLY']);
    expect(await eventCount()).toBe(before);
  });
});
