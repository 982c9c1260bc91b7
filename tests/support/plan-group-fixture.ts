import { expect } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

export type Person = { token: string; userId: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Requests as a signed-in person: `send` answers whatever came back, `ok` POSTs and expects a 2xx. */
export function asPeople(t: TestApp) {
  const send = (who: Person, method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
    t.as(who.token, { method, url, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });
  const ok = async (who: Person, url: string, payload: object) => {
    const res = await send(who, 'POST', url, payload);
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  return { send, ok };
}

/**
 * The start of the group template and progression tests: the app at `now` (Monday 16 November 2026 noon in the
 * studio), its admin signed up first, a coach (Profe Gómez, role coach), Ana Ruiz in the admin's group
 * "Turno noche", and the coach's empty plan "Fuerza".
 */
export async function startPlanWithGroup(now = '2026-11-16T12:00:00-03:00') {
  const t = await createTestApp({ now });
  const { send, ok } = asPeople(t);
  const admin = await t.signUp();
  const coach = await t.signUp({ firstName: 'Profe', lastName: 'Gómez' });
  const ana = await t.signUp({ firstName: 'Ana', lastName: 'Ruiz' });
  await ok(admin, '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' });
  const groupId = (await ok(admin, '/api/user/addGrupo', { nombre: 'Turno noche' })).id as number;
  await ok(admin, '/api/user/addUsersToGrupo', { grupoId: groupId, userIds: [ana.userId] });
  const planId = (await ok(coach, '/api/planificaciones/addPlanificacion', { nombre: 'Fuerza' })).id as number;
  return { t, admin, coach, ana, groupId, planId, send, ok };
}

export type PlanWithGroup = Awaited<ReturnType<typeof startPlanWithGroup>>;
