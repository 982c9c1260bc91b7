import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { assignTrainingPlan, createTrainingDay, type TrainingDay } from '../support/workout-fixture';

type Ejercicio = { id: number; nombre: string; descanso?: number | null };
type Plan = { version: number; semanas: { dias: { bloques: { descanso: number; ejercicios: Ejercicio[] }[] }[] }[] };

/** An exercise's own rest (PUT updateEjercicioDescanso): stored on the plan stream, served in the plan, counted by sessions. */
describe('exercise rest API', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let member: { token: string; userId: string };
  let day: TrainingDay;
  const P = '/api/planificaciones';
  const setRest = (token: string, id: number, descanso: unknown) => t.as(token, { method: 'PUT', url: `${P}/updateEjercicioDescanso`, payload: { id, descanso } });
  const read = (headers: Record<string, string> = {}) => t.as(admin.token, { method: 'GET', url: `${P}/${day.planId}`, headers });
  const exercises = async () => ((await read()).json() as Plan).semanas[0]!.dias[0]!.bloques[0]!.ejercicios;
  const squatId = async () => (await exercises()).find((e) => e.nombre === 'Sentadilla')!.id;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T18:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Dueña' });
    member = await t.signUp({ firstName: 'Ana' });
    day = await createTrainingDay(t, admin.token);
    await assignTrainingPlan(t, admin.token, day.planId, member.userId);
  });
  afterAll(() => t.close());

  it('serves no own rest (null) until the coach sets one', async () => {
    expect((await exercises()).map((e) => e.descanso)).toEqual([null, null]);
  });

  it('sets it: answers the changed exercise and the new version, and the stored plan and its ETag move with it', async () => {
    const before = await read();
    const oldEtag = before.headers.etag as string;
    const oldVersion = (before.json() as Plan).version;
    const squat = await squatId();

    const res = await setRest(admin.token, squat, '180');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, id: squat, planId: day.planId, version: oldVersion + 1, baseVersion: oldVersion });
    expect(body.change).toMatchObject({ op: 'upsert', kind: 'exercise', node: { id: squat, nombre: 'Sentadilla', descanso: 180 } });

    const after = await read();
    expect(after.headers.etag).toBe(`W/"plan-${day.planId}-${oldVersion + 1}"`);
    expect((after.json() as Plan).version).toBe(oldVersion + 1);
    expect((await exercises()).map((e) => [e.nombre, e.descanso])).toEqual([['Sentadilla', 180], ['Dominadas', null]]);
    expect((await read({ 'if-none-match': oldEtag })).statusCode).toBe(200);
    expect((await read({ 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);

    // The same rest again changes nothing: no new version.
    expect((await setRest(admin.token, squat, 180)).json().version).toBe(oldVersion + 1);
  });

  it("a session started on the day counts the exercise's own rest after its sets, the block's after the others", async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const started = await t.as(member.token, { method: 'POST', url: '/api/entrenamientos/iniciarSesion', payload: { id, planificacionId: day.planId, diaId: day.dayId } });
    expect(started.statusCode, started.body).toBe(200);
    const detail = (await t.as(member.token, { method: 'GET', url: `/api/entrenamientos/sesiones/${id}` })).json();
    expect(detail.ejercicios.map((e: { nombre: string; descanso: number }) => [e.nombre, e.descanso])).toEqual([['Sentadilla', 180], ['Dominadas', 90]]);
  });

  it('clears it with blank or null (the block rest applies again); 0 is a rest of its own', async () => {
    const squat = await squatId();
    expect((await setRest(admin.token, squat, '')).statusCode).toBe(200);
    expect((await exercises())[0]!.descanso).toBeNull();
    expect((await setRest(admin.token, squat, 0)).statusCode).toBe(200);
    expect((await exercises())[0]!.descanso).toBe(0);
    expect((await setRest(admin.token, squat, null)).statusCode).toBe(200);
    expect((await exercises())[0]!.descanso).toBeNull();
  });

  it('refuses rests outside 0..900 whole seconds, unknown exercises and members, in Spanish with a stable code', async () => {
    const squat = await squatId();
    for (const bad of [901, -5, 12.5, 'mucho']) {
      const res = await setRest(admin.token, squat, bad);
      expect([bad, res.statusCode, res.json().code, res.json().detail]).toEqual([bad, 400, 'INVALID_REST', 'El descanso tiene que ser un número entero de segundos, entre 0 y 900.']);
    }
    const missing = await setRest(admin.token, 999_999, 60);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'EXERCISE_NOT_FOUND']);
    expect((await setRest(member.token, squat, 60)).statusCode).toBe(403);
    expect((await exercises())[0]!.descanso).toBeNull();
  });
});
