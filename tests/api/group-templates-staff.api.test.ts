import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlanWithGroup, type Person, type PlanWithGroup } from '../support/plan-group-fixture';
import type { TestApp } from '../support/test-app';

/**
 * The plan list's "Dar <plan> a un grupo" works for a coach (Profesor): groups' names, linked or per-member copies; a
 * coach also manages a group's members and plans, while creating, renaming and deleting groups stay with admins.
 */
describe('groups for a coach', () => {
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

  it('a coach manages who is in a group: lists the candidates (names and emails, no money), adds and removes a member', async () => {
    const candidates = await send(coach, 'GET', '/api/user/getGrupoCandidatos');
    expect(candidates.statusCode, candidates.body).toBe(200);
    const rows = candidates.json() as Record<string, unknown>[];
    expect(rows.map((r) => `${r.firstName} ${r.lastName}`)).toEqual(expect.arrayContaining(['Ana Ruiz', 'Profe Gómez']));
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['clerkUserId', 'email', 'firstName', 'lastName']);

    const added = await ok(coach, '/api/user/addUsersToGrupo', { grupoId: groupId, userIds: [coach.userId] });
    expect(added.userIds).toEqual(expect.arrayContaining([ana.userId, coach.userId]));
    const members = await send(coach, 'GET', '/api/user/getGrupoUsers');
    expect(members.statusCode, members.body).toBe(200);
    expect(members.json().map((m: { clerk_user_id: string }) => m.clerk_user_id).sort()).toEqual([ana.userId, coach.userId].sort());

    const removed = await ok(coach, '/api/user/removeUserFromGrupo', { grupoId: groupId, userId: coach.userId });
    expect(removed.userIds).toEqual([ana.userId]);
  });

  it('a coach unlinks a plan from a group and reads the group plans', async () => {
    await ok(coach, '/api/user/addPlanificacionesToGrupo', { grupoId: groupId, planificacionIds: [plan] });
    const links = await send(coach, 'GET', '/api/user/getGrupoPlanificaciones');
    expect(links.json()).toEqual([{ grupo_id: groupId, planificacion_id: plan, nombre: 'Fuerza' }]);
    const unlinked = await ok(coach, '/api/user/removePlanificacionFromGrupo', { grupoId: groupId, planificacionId: plan });
    expect(unlinked.planificacionIds).toEqual([]);
  });

  it('a coach still cannot create, rename or delete a group, and nothing is written', async () => {
    const before = await eventCount();
    for (const [url, payload] of [
      ['/api/user/addGrupo', { nombre: 'Otro' }],
      ['/api/user/updateGrupo', { id: groupId, nombre: 'Otro' }],
      ['/api/user/deleteGrupo', { id: groupId }],
    ] as const) {
      const res = await send(coach, 'POST', url, payload);
      expect([res.statusCode, res.json().code], url).toEqual([403, 'ADMIN_ONLY']);
    }
    expect(await eventCount()).toBe(before);
  });

  it('a member can neither list groups nor give a plan to one, and nothing is written', async () => {
    const before = await eventCount();
    const list = await send(ana, 'GET', '/api/user/getGrupos');
    expect([list.statusCode, list.json().code]).toEqual([403, 'STAFF_ONLY']);
    const copy = await send(ana, 'POST', '/api/planificaciones/asignarCopiaAGrupo', { planificacionId: plan, grupoId: groupId });
    expect([copy.statusCode, copy.json().code]).toEqual([403, 'STAFF_ONLY']);
    const link = await send(ana, 'POST', '/api/user/addPlanificacionesToGrupo', { grupoId: groupId, planificacionIds: [plan] });
    expect([link.statusCode, link.json().code]).toEqual([403, 'STAFF_ONLY']);
    for (const url of ['/api/user/getGrupoCandidatos', '/api/user/getGrupoUsers']) {
      const res = await send(ana, 'GET', url);
      expect([res.statusCode, res.json().code], url).toEqual([403, 'STAFF_ONLY']);
    }
    const join = await send(ana, 'POST', '/api/user/addUsersToGrupo', { grupoId: groupId, userIds: [ana.userId] });
    expect([join.statusCode, join.json().code]).toEqual([403, 'STAFF_ONLY']);
    expect(await eventCount()).toBe(before);
  });
});
