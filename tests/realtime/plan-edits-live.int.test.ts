import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planTopic, userTopic } from '../../contract/realtime-topics';
import { createTestApp, type TestApp } from '../support/test-app';
import { createMembers } from '../support/studio-fixture';
import { assignTrainingPlan, createTrainingDay, type TrainingDay } from '../support/workout-fixture';
import { connect, wsUrl, type TestSocket } from './ws-client';
import { sequencePending } from '../../events/store/sequencer';

const P = '/api/planificaciones';
type Changed = { type: 'changed'; topics: string[]; position: number; data?: Record<string, unknown> };

describe('plan edits live: the members who hold the plan hear of it, nobody else', () => {
  let t: TestApp;
  let coach: { token: string; userId: string };
  let ana: { token: string; userId: string };
  let beto: { token: string; userId: string };
  let carla: { token: string; userId: string };
  let dani: { token: string; userId: string };
  let plan: TrainingDay;
  let copyId: number;
  let admin: { token: string; userId: string };
  const sockets: Record<string, TestSocket> = {};

  const ok = async (token: string, method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.as(token, { method, url, payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  // The setup's own notices (assignments, the copy) may reach a socket after it opened on a busy machine: the tests
  // read only what comes after everything beforeAll committed.
  let settled = 0;
  const changed = (socket: TestSocket, test: (m: Changed) => boolean) =>
    socket.next((m) => m.type === 'changed' && (m as Changed).position > settled && test(m as Changed), 5000) as Promise<Changed>;
  const plansOf = (m: Changed, userId: string) => (m.data?.[userTopic(userId)] as { plans?: number[] } | undefined)?.plans;
  /** Everything a socket was told that names the plan: its topic, or its id in a fact. */
  const mentions = (socket: TestSocket, planId: number) =>
    socket.messages.filter((m) => m.type === 'changed' && m.position > settled && (m.topics.includes(planTopic(planId)) || JSON.stringify(m.data ?? {}).includes(`"plans":[${planId}]`)));

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T18:00:00-03:00' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await t.signUp();
    coach = await t.signUp({ firstName: 'Profe' });
    await t.as(admin.token, { method: 'POST', url: '/api/user/setRole', payload: { clerkUserId: coach.userId, role: 'coach' } });
    [ana, beto, carla, dani] = [await t.signUp({ firstName: 'Ana' }), await t.signUp({ firstName: 'Beto' }), await t.signUp({ firstName: 'Carla' }), await t.signUp({ firstName: 'Dani' })];
    plan = await createTrainingDay(t, coach.token);
    // Ana holds it directly, Beto through a group; Carla holds a copy (a separate plan); Dani holds nothing.
    await assignTrainingPlan(t, admin.token, plan.planId, ana.userId);
    const group = await ok(admin.token, 'POST', '/api/user/addGrupo', { nombre: 'Principiantes' });
    await ok(admin.token, 'POST', '/api/user/addUsersToGrupo', { grupoId: group.id, userIds: [beto.userId] });
    await ok(admin.token, 'POST', '/api/user/addPlanificacionesToGrupo', { grupoId: group.id, planificacionIds: [plan.planId] });
    copyId = (await ok(coach.token, 'POST', `${P}/duplicatePlanificacion`, { id: plan.planId, nombre: 'Fuerza (copia)' })).id;
    await assignTrainingPlan(t, admin.token, copyId, carla.userId);
    for (const [name, who] of Object.entries({ coach, ana, beto, carla, dani })) sockets[name] = await connect(wsUrl(t.app, `?token=${who.token}`));
    settled = (await sequencePending(t.db.handle.db)).head;
  });
  afterAll(async () => {
    for (const s of Object.values(sockets)) s.ws.terminate();
    await t.close();
  });

  it('an edit of every set of an exercise reaches each holder once, with the plan id, and the coach on plan:<id>', async () => {
    const squat = plan.sets['Sentadilla']!;
    const exercise = (await ok(coach.token, 'POST', `${P}/getPlanificacionById`, { id: plan.planId })).semanas[0].dias[0].bloques[0].ejercicios[0].id;
    await ok(coach.token, 'PUT', `${P}/updateSeriesEjercicio`, { id: exercise, series: squat.map((id) => ({ id, repeticiones: '5', peso: 70 })) });

    const [toAna, toBeto, toCoach] = await Promise.all([
      changed(sockets.ana!, (m) => plansOf(m, ana.userId) !== undefined),
      changed(sockets.beto!, (m) => plansOf(m, beto.userId) !== undefined),
      changed(sockets.coach!, (m) => m.topics.includes(planTopic(plan.planId))),
    ]);
    expect(toAna.topics).toEqual([userTopic(ana.userId)]);
    expect(plansOf(toAna, ana.userId)).toEqual([plan.planId]);
    expect(toBeto.topics).toEqual([userTopic(beto.userId)]);
    expect(plansOf(toBeto, beto.userId)).toEqual([plan.planId]);
    expect(toCoach.topics).toEqual([planTopic(plan.planId)]);

    // A later notice everyone hears (a new plan on `plans`) arrives after anything the edit sent each socket.
    const { id: later } = await ok(coach.token, 'POST', `${P}/addPlanificacion`, { body: { nombre: 'Otra' } });
    const laterSeen = (socket: TestSocket) => changed(socket, (m) => m.position > toCoach.position && m.topics.includes('plans'));
    await Promise.all(Object.values(sockets).map(laterSeen));
    expect(mentions(sockets.ana!, plan.planId)).toHaveLength(1);
    expect(mentions(sockets.carla!, plan.planId)).toEqual([]);
    expect(mentions(sockets.dani!, plan.planId)).toEqual([]);
    // Members never see a plan:<id> topic, not even of a plan being created.
    for (const name of ['ana', 'beto', 'carla', 'dani']) {
      expect(sockets[name]!.messages.flatMap((m) => (m.type === 'changed' ? m.topics.filter((x) => x.startsWith('plan:')) : []))).toEqual([]);
    }
    expect(mentions(sockets.coach!, later)).toHaveLength(1);
  });

  it("an edit of a plan a crowd holds (more holders than one NOTIFY carries) reaches every holder's socket", async () => {
    const crowd = await createMembers(t, 320);
    const group = await ok(admin.token, 'POST', '/api/user/addGrupo', { nombre: 'Todo el estudio' });
    await ok(admin.token, 'POST', '/api/user/addUsersToGrupo', { grupoId: group.id, userIds: crowd.map((m) => m.userId) });
    const bigPlan = await createTrainingDay(t, coach.token);
    await ok(admin.token, 'POST', '/api/user/addPlanificacionesToGrupo', { grupoId: group.id, planificacionIds: [bigPlan.planId] });
    const [first, last] = [crowd[0]!, crowd.at(-1)!];
    const [firstSocket, lastSocket] = await Promise.all([first, last].map((m) => connect(wsUrl(t.app, `?token=${m.token}`))));
    try {
      const block = (await ok(coach.token, 'POST', `${P}/getPlanificacionById`, { id: bigPlan.planId })).semanas[0].dias[0].bloques[0].id;
      // The group's assignment names the plan to its holders too, and on a busy machine its notice can reach the
      // sockets after they opened: only what comes after everything committed so far is the edit's.
      const before = (await sequencePending(t.db.handle.db)).head;
      await ok(coach.token, 'PUT', `${P}/updateBloqueTitulo`, { id: block, nombre: 'Para todos' });
      const [toFirst, toLast] = await Promise.all([
        changed(firstSocket!, (m) => m.position > before && plansOf(m, first.userId) !== undefined),
        changed(lastSocket!, (m) => m.position > before && plansOf(m, last.userId) !== undefined),
      ]);
      expect(plansOf(toFirst, first.userId)).toEqual([bigPlan.planId]);
      expect(plansOf(toLast, last.userId)).toEqual([bigPlan.planId]);
      // One message for the edit, however many payloads it took.
      expect(mentions(firstSocket!, bigPlan.planId).filter((m) => (m as Changed).position > before)).toHaveLength(1);
    } finally {
      for (const socket of [firstSocket, lastSocket]) socket?.ws.terminate();
    }
  });

  it("an edit of the copy reaches the copy's holder only", async () => {
    const copy = await ok(coach.token, 'POST', `${P}/getPlanificacionById`, { id: copyId });
    await ok(coach.token, 'PUT', `${P}/updateBloqueTitulo`, { id: copy.semanas[0].dias[0].bloques[0].id, nombre: 'Fuerza base' });
    const toCarla = await changed(sockets.carla!, (m) => plansOf(m, carla.userId) !== undefined);
    expect(plansOf(toCarla, carla.userId)).toEqual([copyId]);

    await ok(coach.token, 'POST', `${P}/addPlanificacion`, { body: { nombre: 'Una más' } });
    const position = toCarla.position;
    await Promise.all(['ana', 'beto', 'dani'].map((name) => changed(sockets[name]!, (m) => m.position > position && m.topics.includes('plans'))));
    for (const name of ['ana', 'beto', 'dani']) expect(mentions(sockets[name]!, copyId)).toEqual([]);
  });
});
