import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlanWithGroup, type Person, type PlanWithGroup } from '../support/plan-group-fixture';
import type { TestApp } from '../support/test-app';

/** The plan list's "Dar <plan> a un grupo" works for a coach (Profesor): groups' names, linked or per-member copies. */
describe('group templates by a coach', () => {
  let t: TestApp;
  let coach: Person;
  let ana: Person;
  let groupId: number;
  let plan: number;
  let send: PlanWithGroup['send'];
  let ok: PlanWithGroup['ok'];
  const eventCount = async () => (await t.db.handle.db.selectFrom('es_events').select('event_id').execute()).length;

  beforeAll(async () => {
    ({ t, coach, ana, groupId, planId: plan, send, ok } = await startPlanWithGroup());
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
