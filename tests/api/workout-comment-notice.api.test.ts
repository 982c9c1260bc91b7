import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { ensureCheckpoint } from '../../projections/runner/checkpoints';
import { processBatch } from '../../projections/runner/process-batch';
import { pushReactor } from '../../services/notifications/push.reactor';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { createTestApp, type TestApp } from '../support/test-app';
import { assignTrainingPlan, createTrainingDay } from '../support/workout-fixture';

type Person = { token: string; userId: string };
const SESSION = '00000000-0000-4000-8000-000000000077';
const must = (res: { statusCode: number; body: string }) => {
  if (res.statusCode >= 300) throw new Error(`setup: ${res.statusCode} ${res.body}`);
};

/** A coach's comment on a member's workout reaches the member as a push notification (the outbox), like other notices. */
describe('workout comment notice', () => {
  let t: TestApp;
  let push: PushReceiver;
  let coach: Person;
  let ana: Person;
  const db = () => t.db.handle.db;
  const reactor = () => pushReactor({ studioTz: t.config.studioTz, now: () => t.clock.now() });
  const react = async () => {
    await sequencePending(db());
    await ensureCheckpoint(db(), reactor().name);
    for (let r = await processBatch(db(), reactor(), 500); r.kind === 'advanced' && r.more; r = await processBatch(db(), reactor(), 500));
  };
  const post = (who: Person, url: string, payload: object) => t.as(who.token, { method: 'POST', url: `/api/entrenamientos/${url}`, payload });
  const subscribe = (who: Person) => t.as(who.token, { method: 'POST', url: '/api/user/addNotificationToken', payload: { token: push.device().subscription } });

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T18:00:00-03:00', env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' } });
    push = await startPushReceiver();
    const admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe', lastName: 'Gómez' });
    ana = await t.signUp({ firstName: 'Ana', lastName: 'Pérez' });
    must(await t.as(admin.token, { method: 'POST', url: '/api/user/setRole', payload: { clerkUserId: coach.userId, role: 'coach' } }));
    const plan = await createTrainingDay(t, coach.token);
    await assignTrainingPlan(t, admin.token, plan.planId, ana.userId);
    must(await post(ana, 'iniciarSesion', { id: SESSION, planificacionId: plan.planId, diaId: plan.dayId }));
    for (const who of [ana, coach]) must(await subscribe(who));
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  it('queues one push for the member\'s device (not the coach\'s), naming the coach and opening the session', async () => {
    await react();
    const before = await db().selectFrom('push_outbox').select('id').execute();
    const res = await post(coach, 'comentarSesion', { id: SESSION, texto: '¡Muy bien esa sentadilla!' });
    expect(res.statusCode, res.body).toBe(200);
    await react();

    const rows = await db().selectFrom('push_outbox').selectAll().where('kind', '=', 'WorkoutSessionCommented').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: ana.userId, status: 'pending' });
    expect(rows[0]!.payload).toMatchObject({
      title: 'Comentario de tu profe',
      body: 'Profe Gómez comentó tu entrenamiento: “¡Muy bien esa sentadilla!”',
      url: `/entrenamientos/${SESSION}`,
    });
    expect(await db().selectFrom('push_outbox').select('id').execute()).toHaveLength(before.length + 1);
  });

  it('cuts a long comment to what a notification shows', async () => {
    const long = `Buen trabajo hoy. ${'Cuida la espalda en cada repetición. '.repeat(6)}`.trim();
    expect((await post(coach, 'comentarSesion', { id: SESSION, texto: long })).statusCode).toBe(200);
    await react();
    const last = (await db().selectFrom('push_outbox').selectAll().where('kind', '=', 'WorkoutSessionCommented').orderBy('id', 'desc').executeTakeFirstOrThrow());
    const body = last.payload.body;
    expect(body.startsWith('Profe Gómez comentó tu entrenamiento: “Buen trabajo hoy.')).toBe(true);
    expect(body.endsWith('…”')).toBe(true);
    expect(body.length).toBeLessThan(180);
  });
});
