import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const P = '/api/planificaciones';

describe('plan "assigned users": direct members and group members, saying which', () => {
  let t: TestApp;
  let admin: string;
  let ana: { token: string; userId: string };
  let beto: { token: string; userId: string };
  let plan: number;
  let group: number;

  const as = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) => t.as(token, { method, url, payload });
  const adminPost = async (url: string, payload: object) => {
    const res = await as(admin, 'POST', url, payload);
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const assignees = async () => {
    const res = await as(admin, 'GET', `${P}/getAsignadosPlanificaciones`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().filter((a: { planificacion_id: number }) => a.planificacion_id === plan);
  };
  const listed = async () => (await as(admin, 'GET', `${P}/getPlanificacionesList`)).json().find((p: { id: number }) => p.id === plan);

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    admin = (await t.signUp()).token;
    ana = await t.signUp({ firstName: 'Ana', lastName: 'Directa' });
    beto = await t.signUp({ firstName: 'Beto', lastName: 'Grupal' });
    plan = (await adminPost(`${P}/addPlanificacion`, { body: { nombre: 'Fuerza' } })).id;
    group = (await adminPost('/api/user/addGrupo', { nombre: 'Mañana' })).id;
    await adminPost(`${P}/assignPlanificacionToUser`, { clerkUserId: ana.userId, planificacionId: plan });
    await adminPost('/api/user/addUsersToGrupo', { grupoId: group, userIds: [ana.userId, beto.userId] });
    await adminPost('/api/user/addPlanificacionesToGrupo', { grupoId: group, planificacionIds: [plan] });
  });
  afterAll(() => t.close());

  it('lists each way a member gets the plan: directly, and through which group', async () => {
    expect(await assignees()).toEqual([
      { clerk_user_id: ana.userId, planificacion_id: plan, first_name: 'Ana', last_name: 'Directa', via: 'directo', grupo: null },
      { clerk_user_id: ana.userId, planificacion_id: plan, first_name: 'Ana', last_name: 'Directa', via: 'grupo', grupo: 'Mañana' },
      { clerk_user_id: beto.userId, planificacion_id: plan, first_name: 'Beto', last_name: 'Grupal', via: 'grupo', grupo: 'Mañana' },
    ]);
  });

  it('the plan list counts every member who has the plan once, group members included', async () => {
    expect(await listed()).toEqual({ id: plan, nombre: 'Fuerza', visible: 1, usuarios: 2, grupos: 1 });
  });

  it('a member who leaves the group drops out of the group lines and the count', async () => {
    await adminPost('/api/user/removeUserFromGrupo', { grupoId: group, userId: beto.userId });
    expect((await assignees()).map((a: { clerk_user_id: string; via: string }) => [a.clerk_user_id, a.via])).toEqual([
      [ana.userId, 'directo'],
      [ana.userId, 'grupo'],
    ]);
    expect((await listed()).usuarios).toBe(1);
  });

  it('is staff only: a member gets 403 and nobody signed out gets in', async () => {
    const member = await as(beto.token, 'GET', `${P}/getAsignadosPlanificaciones`);
    expect(member.statusCode).toBe(403);
    expect((await as(undefined, 'GET', `${P}/getAsignadosPlanificaciones`)).statusCode).toBe(401);
  });
});
