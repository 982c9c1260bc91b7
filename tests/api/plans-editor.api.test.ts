import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

type Plan = { id: number; nombre: string; visible: number; semanas: { id: number; nombre: string; dias: { id: number; nombre: string; bloques: { id: number; nombre: string; descanso: number; ejercicios: { id: number; nombre: string; video: string | null; series: { id: number; numero: number; repeticiones: string; peso: number }[] }[] }[] }[] }[] };

describe('plan editor API', () => {
  let t: TestApp;
  let admin: string;
  const call = async (method: 'POST' | 'PUT' | 'DELETE', route: string, payload: object) => t.as(admin, { method, url: `/api/planificaciones/${route}`, payload });
  const load = async (id: number) => {
    const res = await t.as(admin, { method: 'GET', url: `/api/planificaciones/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Plan;
  };
  // Commands answer what they changed (plans-partial.api.test.ts checks that); here the plan is read after each.
  const ok = async (method: 'POST' | 'PUT' | 'DELETE', route: string, payload: object) => {
    const res = await call(method, route, payload);
    expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
    const body = res.json() as { ok: boolean; id: number; planId?: number; planificacion?: Plan };
    return { ...body, planificacion: body.planificacion ?? (await load(body.planId!)) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp()).token;
  });
  afterAll(() => t.close());

  it('builds a plan level by level (the plan read after each command)', async () => {
    const created = await ok('POST', 'addPlanificacion', { body: { nombre: '  Fuerza   base ' } });
    expect(created.planificacion).toEqual({ id: created.id, nombre: 'Fuerza base', visible: 1, version: 1, semanas: [] });
    const planId = created.id;
    const week = await ok('POST', 'addSemana', { semana: { planificacion_id: planId, nombre: 'ignorado' } });
    expect(week.planificacion.semanas).toEqual([{ id: week.id, nombre: 'Semana 1', planificacion_id: planId, dias: [] }]);
    const day = await ok('POST', 'addDia', { dia: { semana_id: week.id } });
    expect(day.planificacion.semanas[0]!.dias[0]).toMatchObject({ id: day.id, nombre: 'Día 1', semana_id: week.id });
    const block = await ok('POST', 'addBloque', { nombre: 'Entrada en calor', descanso: '', dia_id: day.id });
    const exercise = await ok('POST', 'addEjercicio', { nombre: 'Sentadilla', bloque_id: block.id, series: '3' });
    const bloque = exercise.planificacion.semanas[0]!.dias[0]!.bloques[0]!;
    expect(bloque).toMatchObject({ id: block.id, nombre: 'Entrada en calor', descanso: 0, dia_id: day.id });
    expect(bloque.ejercicios[0]).toMatchObject({ id: exercise.id, nombre: 'Sentadilla', video: null, notas: '', bloque_id: block.id });
    expect(bloque.ejercicios[0]!.series.map((s) => [s.numero, s.repeticiones, s.peso])).toEqual([[1, '0', 0], [2, '0', 0], [3, '0', 0]]);
  });

  const seeded = async () => {
    const plan = (await ok('POST', 'addPlanificacion', { nombre: 'Hipertrofia' })).id;
    const week = (await ok('POST', 'addSemana', { semana: { planificacion_id: plan } })).id;
    const day = (await ok('POST', 'addDia', { dia: { id: null, semana_id: week, nombre: 'x', bloques: [] } })).id;
    const block = (await ok('POST', 'addBloque', { nombre: 'Principal', descanso: 90, dia_id: day })).id;
    const exercise = (await ok('POST', 'addEjercicio', { nombre: 'Press de banca', bloque_id: block, series: 2, video: 'https://example.com/videos/press.mp4' })).id;
    return { plan, week, day, block, exercise };
  };
  const ids = (p: Plan) => JSON.stringify(p).match(/"id":\d+/g)!.map((m) => Number(m.slice(5)));

  it('edits sets, exercises, blocks and weeks through the routes and bodies docs/product.md gives', async () => {
    const { plan, week, block, exercise } = await seeded();
    const setId = (await ok('POST', 'addSerie', { ejercicio_id: exercise })).id;
    let p = (await ok('PUT', 'updateSerie', { id: setId, numero: 1, repeticiones: '8-10', peso: '60' })).planificacion;
    const series = () => p.semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!.series;
    // A number is a position: set 3 moved to 1, the others moved down.
    expect(series().map((s) => [s.numero, s.repeticiones, s.peso])).toEqual([[1, '8-10', 60], [2, '0', 0], [3, '0', 0]]);
    p = (await ok('POST', 'duplicateSerie', { serie: { id: setId } })).planificacion;
    expect(series().filter((s) => s.repeticiones === '8-10').map((s) => s.numero)).toEqual([1, 2]);
    p = (await ok('POST', 'addSerie', { ejercicio_id: exercise })).planificacion;
    expect(series().map((s) => s.numero)).toEqual([1, 2, 3, 4, 5]);
    p = (await ok('DELETE', 'deleteSerie', { id: setId })).planificacion;
    expect(series().map((s) => s.numero)).toEqual([1, 2, 3, 4]);

    p = (await ok('PUT', 'updateEjercicioTitle', { id: exercise, nombre: 'Press inclinado' })).planificacion;
    p = (await ok('PUT', 'updateEjercicioVideo', { id: exercise, video: null })).planificacion;
    p = (await ok('POST', 'duplicateEjercicio', { ejercicio: { id: exercise } })).planificacion;
    const ejercicios = p.semanas[0]!.dias[0]!.bloques[0]!.ejercicios;
    expect(ejercicios.map((e) => [e.nombre, e.video, e.series.length])).toEqual([['Press inclinado', null, 4], ['Press inclinado (copia)', null, 4]]);
    p = (await ok('DELETE', 'deleteEjercicio', { id: exercise, series: ejercicios[0]!.series })).planificacion;
    expect(p.semanas[0]!.dias[0]!.bloques[0]!.ejercicios.map((e) => e.nombre)).toEqual(['Press inclinado (copia)']);

    p = (await ok('PUT', 'updateBloqueTitulo', { id: block, nombre: 'Fuerza' })).planificacion;
    p = (await ok('PUT', 'updateBloqueDescanso', { id: block, descanso: '120' })).planificacion;
    expect(p.semanas[0]!.dias[0]!.bloques[0]).toMatchObject({ nombre: 'Fuerza', descanso: 120 });
    p = (await ok('POST', 'updateSemanaNombre', { id: week, nombre: 'Adaptación' })).planificacion;
    p = (await ok('PUT', String(plan), { id: plan, nombre: 'Hipertrofia II' })).planificacion;
    expect([p.nombre, p.semanas[0]!.nombre]).toEqual(['Hipertrofia II', 'Adaptación']);
  });

  it('duplicates a week with fresh ids everywhere and the same content, and deletes with everything inside', async () => {
    const { week, day } = await seeded();
    const dup = await ok('POST', 'duplicateSemana', { semana: { id: week, nombre: 'Semana 1', dias: [] } });
    const [original, copy] = dup.planificacion.semanas as [Plan['semanas'][number], Plan['semanas'][number]];
    expect(copy.nombre).toBe('Semana 2');
    expect(copy.id).toBe(dup.id);
    const strip = (x: unknown) => JSON.parse(JSON.stringify(x, (k, v) => (/^(id|nombre|semana_id|dia_id|bloque_id|ejercicio_id)$/.test(k) ? undefined : v)));
    expect(strip(copy)).toEqual(strip(original));
    const originalIds = new Set(ids(dup.planificacion).filter((id) => JSON.stringify(original).includes(`"id":${id}`)));
    expect(ids({ ...dup.planificacion, semanas: [copy] } as Plan).slice(1).some((id) => originalIds.has(id))).toBe(false);

    // The copy's nodes are editable through their own ids.
    const copiedBlock = copy.dias[0]!.bloques[0]!;
    await ok('PUT', 'updateBloqueTitulo', { id: copiedBlock.id, nombre: 'Solo en la copia' });

    const afterDay = await ok('POST', 'deleteDia', { dia: { id: day } });
    expect(afterDay.planificacion.semanas[0]!.dias).toEqual([]);
    const exerciseInDeletedDay = original.dias[0]!.bloques[0]!.ejercicios[0]!.id;
    const gone = await call('PUT', 'updateEjercicioTitle', { id: exerciseInDeletedDay, nombre: 'x' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'EXERCISE_NOT_FOUND', detail: 'Ejercicio no encontrado' });
    const afterWeek = await ok('POST', 'deleteSemana', { semana: { id: copy.id } });
    expect(afterWeek.planificacion.semanas.map((s) => s.id)).toEqual([week]);
    expect((await call('POST', 'deleteBloque', { bloque: { id: copiedBlock.id } })).statusCode).toBe(404);
  });

  it('answers 4xx with Spanish details on bad input and writes nothing', async () => {
    const { plan, week, day, block } = await seeded();
    const events = async () => (await t.db.handle.db.selectFrom('es_events').select('event_id').execute()).length;
    const before = await events();
    const cases: [method: 'POST' | 'PUT' | 'DELETE', route: string, body: object, status: number, code: string, detail?: string][] = [
      ['PUT', String(plan), { id: plan, nombre: '  ' }, 400, 'NAME_REQUIRED', 'El nombre no puede estar vacío'],
      ['POST', 'updateSemanaNombre', { nombre: 'Sin id' }, 400, 'ID_REQUIRED', 'No se proporciono un id'],
      ['POST', 'addSemana', { semana: { planificacion_id: 999_999 } }, 404, 'PLAN_NOT_FOUND', 'Planificacion no encontrada'],
      ['POST', 'addDia', { dia: { semana_id: 999_999 } }, 404, 'WEEK_NOT_FOUND', 'Semana no encontrada'],
      ['POST', 'addBloque', { nombre: '', descanso: 30, dia_id: day }, 400, 'NAME_REQUIRED'],
      ['PUT', 'updateBloqueDescanso', { id: block, descanso: -10 }, 400, 'INVALID_REST'],
      ['PUT', 'updateBloqueDescanso', { id: block, descanso: 'mucho' }, 400, 'INVALID_REST'],
      ['POST', 'addEjercicio', { nombre: 'Remo', bloque_id: block, series: '-1' }, 400, 'INVALID_SET_COUNT'],
      ['POST', 'addEjercicio', { nombre: 'Remo', bloque_id: block, series: 2, video: 'ftp://x' }, 400, 'INVALID_VIDEO_URL'],
      ['PUT', 'updateSerie', { id: 999_999, numero: 1, repeticiones: '1', peso: 1 }, 404, 'SET_NOT_FOUND', 'Serie no encontrada'],
      ['POST', 'handleVisiblePlanificacion', { id: plan, visible: 'si' }, 400, 'FST_ERR_VALIDATION'],
      ['POST', 'duplicateSemana', { semana: { id: week + 999_999 } }, 404, 'WEEK_NOT_FOUND'],
    ];
    for (const [method, route, body, status, code, detail] of cases) {
      const res = await call(method, route, body);
      expect(res.statusCode, `${route} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
      if (code !== 'FST_ERR_VALIDATION') expect(res.json().code).toBe(code);
      if (detail) expect(res.json().detail).toBe(detail);
    }
    const set = (await ok('POST', 'addEjercicio', { nombre: 'Remo', bloque_id: block, series: 1 })).planificacion.semanas[0]!.dias[0]!.bloques[0]!.ejercicios[1]!.series[0]!;
    const negative = await call('PUT', 'updateSerie', { id: set.id, numero: 1, repeticiones: '10', peso: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().code).toBe('INVALID_WEIGHT');
    expect(await events()).toBe(before + 1);
  });

  it('replays a retried command with the same Idempotency-Key instead of adding twice', async () => {
    const { plan } = await seeded();
    const headers = { 'idempotency-key': 'agregar-semana-0001' };
    const first = await t.as(admin, { method: 'POST', url: '/api/planificaciones/addSemana', payload: { semana: { planificacion_id: plan } }, headers });
    const again = await t.as(admin, { method: 'POST', url: '/api/planificaciones/addSemana', payload: { semana: { planificacion_id: plan } }, headers });
    expect(again.json()).toEqual(first.json());
    expect((await load(plan)).semanas.map((s) => s.nombre)).toEqual(['Semana 1', 'Semana 2']);
  });

  it('publishes plan content on plan:<id>, list changes on plans, and assignments on user:<id>', async () => {
    const { featureChangeFeed } = await import('../../services/features');
    const { topicsFor } = featureChangeFeed();
    const { plan } = await seeded();
    const rows = await t.db.handle.db.selectFrom('es_events').select(['event_type', 'data']).where('stream_id', '=', `plan:${plan}`).orderBy('stream_position').execute();
    const topics = rows.map((r) => [r.event_type, topicsFor([{ type: r.event_type, data: r.data } as never])]);
    expect(topics).toEqual([
      ['PlanCreated', ['plans', `plan:${plan}`]],
      ['WeekAdded', [`plan:${plan}`]],
      ['DayAdded', [`plan:${plan}`]],
      ['BlockAdded', [`plan:${plan}`]],
      ['ExerciseAdded', [`plan:${plan}`]],
    ]);
    expect(topicsFor([{ type: 'PlanAssignedToMember', data: { planId: plan, userId: 'u9' } } as never])).toEqual(['plans', 'user:u9']);
    expect(topicsFor([{ type: 'GroupPlansAdded', data: { groupId: 1, planIds: [plan], memberIds: ['u9'] } } as never])).toEqual(['staff:groups', 'user:u9']);
  });
});
