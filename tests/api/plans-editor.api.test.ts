import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

type Plan = { id: number; nombre: string; visible: number; semanas: { id: number; nombre: string; dias: { id: number; nombre: string; bloques: { id: number; nombre: string; descanso: number; ejercicios: { id: number; nombre: string; video: string | null; series: { id: number; numero: number; repeticiones: string; peso: number }[] }[] }[] }[] }[] };

describe('plan editor API', () => {
  let t: TestApp;
  let admin: string;
  const call = async (method: 'POST' | 'PUT' | 'DELETE', route: string, payload: object) => t.as(admin, { method, url: `/api/planificaciones/${route}`, payload });
  const ok = async (method: 'POST' | 'PUT' | 'DELETE', route: string, payload: object) => {
    const res = await call(method, route, payload);
    expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
    return res.json() as { ok: boolean; id: number; position: number; planificacion: Plan };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp()).token;
  });
  afterAll(() => t.close());

  it('builds a plan level by level and answers the whole updated plan each time', async () => {
    const created = await ok('POST', 'addPlanificacion', { body: { nombre: '  Fuerza   base ' } });
    expect(created.planificacion).toEqual({ id: created.id, nombre: 'Fuerza base', visible: 1, semanas: [] });
    const planId = created.id;
    const week = await ok('POST', 'addSemana', { semana: { planificacion_id: planId, nombre: 'ignorado' } });
    expect(week.planificacion.semanas).toEqual([{ id: week.id, nombre: 'Semana 1', planificacion_id: planId, dias: [] }]);
    const day = await ok('POST', 'addDia', { dia: { semana_id: week.id } });
    expect(day.planificacion.semanas[0]!.dias[0]).toMatchObject({ id: day.id, nombre: 'Dia 1', semana_id: week.id });
    const block = await ok('POST', 'addBloque', { nombre: 'Entrada en calor', descanso: '', dia_id: day.id });
    const exercise = await ok('POST', 'addEjercicio', { nombre: 'Sentadilla', bloque_id: block.id, series: '3' });
    const bloque = exercise.planificacion.semanas[0]!.dias[0]!.bloques[0]!;
    expect(bloque).toMatchObject({ id: block.id, nombre: 'Entrada en calor', descanso: 0, dia_id: day.id });
    expect(bloque.ejercicios[0]).toMatchObject({ id: exercise.id, nombre: 'Sentadilla', video: null, notas: '', bloque_id: block.id });
    expect(bloque.ejercicios[0]!.series.map((s) => [s.numero, s.repeticiones, s.peso])).toEqual([[1, '0', 0], [2, '0', 0], [3, '0', 0]]);
    expect(exercise.position).toBeGreaterThan(0);
  });
});
