import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTopic } from '../../contract/realtime-topics';
import { sequencePending } from '../../events/store/sequencer';
import { createTestApp, type TestApp } from '../support/test-app';
import { assignTrainingPlan, createTrainingDay, type TrainingDay } from '../support/workout-fixture';
import { connect, wsUrl, type TestSocket } from './ws-client';

const E = '/api/entrenamientos';
const SID = '11111111-2222-4333-8444-555555555555';
// Monday's session: the marks Wednesday's has to beat (a record counts only against sessions started before).
const MONDAY_SID = '11111111-2222-4333-8444-000000000000';

describe('workouts live: the coach sees the member logging, the member hears of a record', () => {
  let t: TestApp;
  let coachSocket: TestSocket;
  let memberSocket: TestSocket;
  let otherSocket: TestSocket;
  let ana: { token: string; userId: string };
  let plan: TrainingDay;
  let coachToken: string;
  let settled: number;

  const post = (token: string, url: string, payload: object) => t.as(token, { method: 'POST', url: `${E}/${url}`, payload });
  const changed = (socket: TestSocket, topic: string, after = 0) =>
    socket.next((m) => m.type === 'changed' && m.position > after && m.topics.includes(topic), 5000) as Promise<{ type: 'changed'; topics: string[]; position: number; data?: Record<string, unknown> }>;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T18:00:00-03:00' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await t.signUp();
    const coach = await t.signUp({ firstName: 'Profe', lastName: 'Gómez' });
    coachToken = coach.token;
    await t.as(admin.token, { method: 'POST', url: '/api/user/setRole', payload: { clerkUserId: coach.userId, role: 'coach' } });
    ana = await t.signUp({ firstName: 'Ana' });
    const other = await t.signUp({ firstName: 'Beto' });
    plan = await createTrainingDay(t, coach.token);
    await assignTrainingPlan(t, admin.token, plan.planId, ana.userId);
    await post(ana.token, 'iniciarSesion', { id: MONDAY_SID, planificacionId: plan.planId, diaId: plan.dayId });
    await post(ana.token, 'registrarSerie', { sesionId: MONDAY_SID, serieId: plan.sets['Sentadilla']![0]!, repeticiones: 8, peso: 60 });
    await post(ana.token, 'finalizarSesion', { id: MONDAY_SID });
    settled = (await sequencePending(t.db.handle.db)).head;
    t.clock.set('2026-11-18T18:00:00-03:00');
    coachSocket = await connect(wsUrl(t.app, `?token=${coach.token}`));
    memberSocket = await connect(wsUrl(t.app, `?token=${ana.token}`));
    otherSocket = await connect(wsUrl(t.app, `?token=${other.token}`));
  });
  afterAll(async () => {
    for (const s of [coachSocket, memberSocket, otherSocket]) s?.ws.terminate();
    await t.close();
  });

  it('each start, set and finish reaches the coach on `workouts`; a record reaches only the member, with its figures', async () => {
    expect((await post(ana.token, 'iniciarSesion', { id: SID, planificacionId: plan.planId, diaId: plan.dayId })).statusCode).toBe(200);
    const started = await changed(coachSocket, 'workouts', settled);

    const squat = plan.sets['Sentadilla']!;
    expect((await post(ana.token, 'registrarSerie', { sesionId: SID, serieId: squat[0]!, repeticiones: 8, peso: 60 })).statusCode).toBe(200);
    const firstSet = await changed(coachSocket, 'workouts', started.position);

    const record = await post(ana.token, 'registrarSerie', { sesionId: SID, serieId: squat[1]!, repeticiones: 8, peso: 65 });
    expect(record.json().records.map((r: { tipo: string }) => r.tipo)).toEqual(['peso_maximo', 'e1rm']);
    await changed(coachSocket, 'workouts', firstSet.position);
    const notice = await memberSocket.next(
      (m) => m.type === 'changed' && Array.isArray((m.data?.[userTopic(ana.userId)] as { records?: unknown[] } | undefined)?.records),
      5000,
    );
    expect((notice as { data: Record<string, unknown> }).data[userTopic(ana.userId)]).toEqual({
      records: [
        { sesion_id: SID, tipo: 'peso_maximo', ejercicio: 'Sentadilla', valor: 65, anterior: 60, peso: 65, repeticiones: 8 },
        { sesion_id: SID, tipo: 'e1rm', ejercicio: 'Sentadilla', valor: 82.3, anterior: 76, peso: 65, repeticiones: 8 },
      ],
    });

    expect((await post(ana.token, 'finalizarSesion', { id: SID })).statusCode).toBe(200);
    await changed(coachSocket, 'workouts', notice.type === 'changed' ? notice.position : 0);

    // Nobody else hears of Ana's own topic (the coach is staff but not an admin: only the shared notice).
    const foreign = (s: TestSocket) => s.messages.flatMap((m) => (m.type === 'changed' ? m.topics.filter((topic) => topic === userTopic(ana.userId)) : []));
    expect(foreign(otherSocket)).toEqual([]);
    expect(foreign(coachSocket)).toEqual([]);
  });

  it('a coach\'s comment reaches the member\'s devices with the coach\'s name, to show at once', async () => {
    const comment = await post(coachToken, 'comentarSesion', { id: SID, texto: '¡Muy bien esa sentadilla!' });
    expect(comment.statusCode, comment.body).toBe(200);
    const notice = await memberSocket.next(
      (m) => m.type === 'changed' && Array.isArray((m.data?.[userTopic(ana.userId)] as { comments?: unknown[] } | undefined)?.comments),
      5000,
    );
    expect((notice as { data: Record<string, unknown> }).data[userTopic(ana.userId)]).toEqual({
      comments: [{ sesion_id: SID, comentario_id: comment.json().comentarioId, autor: 'Profe Gómez', texto: '¡Muy bien esa sentadilla!' }],
    });
  });
});
