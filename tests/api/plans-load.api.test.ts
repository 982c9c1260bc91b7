import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { sequencePending } from '../../events/store/sequencer';
import { createTestApp, type TestApp } from '../support/test-app';

/** Records every statement sent through the app's pool while `recording` is on. */
function recordQueries(pool: pg.Pool) {
  const seen: string[] = [];
  let recording = false;
  const wrapped = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text ?? '';
      if (recording) seen.push(text);
      return original(...args);
    };
  });
  return {
    async during<T>(fn: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
      seen.length = 0;
      recording = true;
      try {
        return { result: await fn(), queries: [...seen] };
      } finally {
        recording = false;
      }
    },
  };
}

const isAuth = (q: string) => /auth_sessions|from "users"/i.test(q);

describe('loading a big plan', () => {
  let t: TestApp;
  let admin: string;
  let member: { token: string; userId: string };
  let planId: number;
  let recorder: ReturnType<typeof recordQueries>;
  const post = async (route: string, payload: object) => {
    const res = await t.as(admin, { method: 'POST', url: `/api/planificaciones/${route}`, payload });
    if (res.statusCode >= 300) throw new Error(`${route}: ${res.body}`);
    return res.json() as { id: number };
  };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    recorder = recordQueries(t.db.handle.pool);
    admin = (await t.signUp()).token;
    member = await t.signUp();
    planId = (await post('addPlanificacion', { body: { nombre: 'Temporada' } })).id;
    const week = (await post('addSemana', { semana: { planificacion_id: planId } })).id;
    for (let d = 0; d < 6; d++) {
      const day = (await post('addDia', { dia: { semana_id: week } })).id;
      for (let b = 0; b < 5; b++) {
        const block = (await post('addBloque', { nombre: `Bloque ${b + 1}`, descanso: 60, dia_id: day })).id;
        for (let e = 0; e < 6; e++) await post('addEjercicio', { nombre: `Ejercicio ${e + 1}`, bloque_id: block, series: 5 });
      }
    }
    for (let w = 1; w < 12; w++) await post('duplicateSemana', { semana: { id: week } });
    await post('assignPlanificacionToUser', { clerkUserId: member.userId, planificacionId: planId });
    await t.db.handle.db
      .insertInto('member_packages')
      .values({ user_id: member.userId, paquete_id: 1, valido_hasta: '2026-12-01', creditos_restantes: 8, receipt_request_id: null, last_position: 0, updated_at: t.clock.now() })
      .execute();
    // The setup appended thousands of events: number them all, then stop the background sequencer, whose periodic
    // transactions share the pool and would land inside the measured window (its COMMIT would look like the read's).
    await t.stopSequencer();
    await sequencePending(t.db.handle.db);
  }, 600_000);
  afterAll(() => t.close());

  const load = (token: string) => t.as(token, { method: 'POST', url: '/api/planificaciones/getPlanificacionById', payload: { id: planId } });

  it('serves 12 weeks × 6 days × 5 blocks × 6 exercises × 5 sets, sets sorted by numero', async () => {
    const res = await load(admin);
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    expect(plan.semanas).toHaveLength(12);
    const days = plan.semanas.flatMap((s: any) => s.dias);
    const blocks = days.flatMap((d: any) => d.bloques);
    const exercises = blocks.flatMap((b: any) => b.ejercicios);
    const sets = exercises.flatMap((e: any) => e.series);
    expect([days.length, blocks.length, exercises.length, sets.length]).toEqual([72, 360, 2160, 10_800]);
    expect(exercises.every((e: any) => e.series.map((s: any) => s.numero).join() === '1,2,3,4,5')).toBe(true);
    expect(new Set(sets.map((s: any) => s.id)).size).toBe(10_800);
  });

  it('reads the whole plan in one database round trip, for an admin and for an assigned member', async () => {
    for (const token of [admin, member.token]) {
      const { result, queries } = await recorder.during(() => load(token));
      expect(result.statusCode).toBe(200);
      const planQueries = queries.filter((q) => !isAuth(q));
      expect(planQueries, planQueries.join('\n---\n')).toHaveLength(1);
      expect(planQueries[0]).toMatch(/plan_views/);
    }
  });
});
