import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlanWithGroup, type Person, type PlanWithGroup } from '../support/plan-group-fixture';
import { createStudio, giveCredits } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

type Plan = { version: number; semanas: { nombre: string; dias: { bloques: { ejercicios: { id: number; nombre: string; series: { peso: number }[] }[] }[] }[] }[] };

/** "Aplicar progresión" on weeks that already exist: preview, apply, answers, refusals, who sees it. */
describe('apply a progression to existing weeks', () => {
  let t: TestApp;
  let admin: Person;
  let coach: Person;
  let ana: Person;
  let plan: number;
  let copy: number;
  let send: PlanWithGroup['send'];
  let ok: PlanWithGroup['ok'];
  const read = async (who: Person, id: number) => {
    const res = await send(who, 'GET', `/api/planificaciones/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Plan;
  };
  /** Each week's weights, exercise by exercise. */
  const weights = (p: Plan) => p.semanas.map((w) => w.dias[0]!.bloques[0]!.ejercicios.map((e) => e.series.map((s) => s.peso)));
  const P = '/api/planificaciones';
  const body = (over: object = {}) => ({ planificacion_id: plan, desde: 2, hasta: 3, progresion: { tipo: 'kg', valor: 2.5 }, ejercicios: ['Sentadilla', 'Press banca'], ...over });

  beforeAll(async () => {
    let group: number;
    ({ t, admin, coach, ana, groupId: group, planId: plan, send, ok } = await startPlanWithGroup());
    // A member reads her plans while she has an active package.
    const { packageId } = await createStudio(t, admin.token, []);
    await giveCredits(t, ana.userId, packageId, 8);
    const week = (await ok(coach, `${P}/addSemana`, { semana: { planificacion_id: plan } })).id;
    const day = (await ok(coach, `${P}/addDia`, { dia: { semana_id: week } })).id;
    const block = (await ok(coach, `${P}/addBloque`, { nombre: 'Principal', descanso: 90, dia_id: day })).id;
    await ok(coach, `${P}/addEjercicio`, { nombre: 'Sentadilla', bloque_id: block, series: 2, repeticiones: '8', peso: 100 });
    await ok(coach, `${P}/addEjercicio`, { nombre: 'Press banca', bloque_id: block, series: 1, repeticiones: '8', peso: 60 });
    await ok(coach, `${P}/addEjercicio`, { nombre: 'Plancha', bloque_id: block, series: 1, repeticiones: '30 s' });
    for (let i = 0; i < 3; i += 1) await ok(coach, `${P}/duplicateSemana`, { semana: { id: week } });
    // Ana's group gets the plan linked, and a copy of it made before the progression.
    copy = (await ok(coach, `${P}/asignarCopiaAGrupo`, { planificacionId: plan, grupoId: group })).copias[0].id;
    await ok(coach, '/api/user/addPlanificacionesToGrupo', { grupoId: group, planificacionIds: [plan] });
  });
  afterAll(() => t.close());

  it('previews a few sets before → after and the total, without writing anything', async () => {
    const before = await read(coach, plan);
    const preview = await ok(coach, `${P}/previsualizarProgresion`, body());
    expect(preview).toEqual({
      total: 6,
      series: [
        { semana: 'Semana 2', dia: 'Día 1', ejercicio: 'Sentadilla', numero: 1, antes: 100, despues: 102.5 },
        { semana: 'Semana 2', dia: 'Día 1', ejercicio: 'Press banca', numero: 1, antes: 60, despues: 62.5 },
        { semana: 'Semana 3', dia: 'Día 1', ejercicio: 'Sentadilla', numero: 1, antes: 100, despues: 105 },
        { semana: 'Semana 3', dia: 'Día 1', ejercicio: 'Press banca', numero: 1, antes: 60, despues: 65 },
      ],
    });
    expect((await read(coach, plan)).version).toBe(before.version);
  });

  it('applies it (+2,5 kg is exactly +2,5 and +5 kg), answering the new version and the exercises it changed (not the tree); the ETag moves', async () => {
    const before = await read(coach, plan);
    const etag = (await send(coach, 'GET', `${P}/${plan}`)).headers.etag;
    const res = await send(coach, 'POST', `${P}/aplicarProgresion`, body(), { 'idempotency-key': 'progresion-1' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ ok: true, id: plan, planId: plan, version: before.version + 1, baseVersion: before.version, series: 6 });
    expect(answer.changes.map((c: { kind: string; node: { nombre: string; series: { peso: number }[] } }) => [c.kind, c.node.nombre, c.node.series.map((s) => s.peso)])).toEqual([
      ['exercise', 'Sentadilla', [102.5, 102.5]], ['exercise', 'Press banca', [62.5]],
      ['exercise', 'Sentadilla', [105, 105]], ['exercise', 'Press banca', [65]],
    ]);
    expect(res.body).not.toContain('semanas');

    const after = await read(coach, plan);
    expect(after.version).toBe(answer.version);
    expect(weights(after)).toEqual([[[100, 100], [60], [0]], [[102.5, 102.5], [62.5], [0]], [[105, 105], [65], [0]], [[100, 100], [60], [0]]]);
    const revalidated = await send(coach, 'GET', `${P}/${plan}`, undefined, { 'if-none-match': etag! });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers.etag).not.toBe(etag);

    // The same request again under its idempotency key: the same answer, nothing appended twice.
    const again = await send(coach, 'POST', `${P}/aplicarProgresion`, body(), { 'idempotency-key': 'progresion-1' });
    expect(again.json()).toMatchObject({ version: answer.version, baseVersion: answer.baseVersion, series: 6 });
    expect(weights(await read(coach, plan))[1]).toEqual([[102.5, 102.5], [62.5], [0]]);
  });

  it('reaches the member through the linked plan; her earlier copy keeps its weights', async () => {
    expect(weights(await read(ana, plan))[2]).toEqual([[105, 105], [65], [0]]);
    expect(weights(await read(ana, copy))[2]).toEqual([[100, 100], [60], [0]]);
  });

  it('moves every exercise with weight when none is named, compounding percentages', async () => {
    const answer = await ok(coach, `${P}/aplicarProgresion`, body({ desde: 4, hasta: 4, progresion: { tipo: 'porcentaje', valor: 10 }, ejercicios: null }));
    expect(answer.series).toBe(3);
    expect(weights(await read(coach, plan))[3]).toEqual([[110, 110], [66], [0]]);
  });

  it('refuses bad input in Spanish, with a stable code, and writes nothing', async () => {
    const before = (await read(coach, plan)).version;
    const cases: [object, number, string, string][] = [
      [body({ hasta: 5 }), 400, 'PROGRESSION_WEEKS_OUT_OF_RANGE', 'Elige semanas de la planificación: desde la 1 hasta la 4, y la primera antes de la última.'],
      [body({ ejercicios: ['Remo'] }), 400, 'PROGRESSION_NO_MATCH', 'Ningún ejercicio con peso de esas semanas coincide: elige otras semanas u otros ejercicios.'],
      [body({ ejercicios: ['Plancha'] }), 400, 'PROGRESSION_NO_MATCH', 'Ningún ejercicio con peso de esas semanas coincide: elige otras semanas u otros ejercicios.'],
      [body({ progresion: { tipo: 'kg', valor: -40 } }), 409, 'PROGRESSION_WEIGHT_OUT_OF_RANGE', 'La progresión dejaría alguna serie con menos de 1 kg o más de 1000 kg: elige un paso menor o menos semanas.'],
      [body({ progresion: { tipo: 'kg', valor: 0 } }), 400, 'INVALID_PROGRESSION_STEP', 'La progresión por semana tiene que ser de -100 a 100 kg o de -50 a 100 %, y distinta de 0.'],
      [body({ progresion: { tipo: 'kg', valor: 1.1 } }), 400, 'INVALID_PROGRESSION_KG_STEP', 'La progresión en kg va en pasos de 0,25 kg: por ejemplo 1,25 o 2,5.'],
      [body({ planificacion_id: 999_999 }), 404, 'PLAN_NOT_FOUND', 'Planificacion no encontrada'],
    ];
    for (const [payload, status, code, detail] of cases) {
      for (const route of ['previsualizarProgresion', 'aplicarProgresion']) {
        const res = await send(coach, 'POST', `${P}/${route}`, payload);
        expect([res.statusCode, res.json().code, res.json().detail], `${route} ${JSON.stringify(payload)}`).toEqual([status, code, detail]);
      }
    }
    const malformed = await send(coach, 'POST', `${P}/aplicarProgresion`, { planificacion_id: plan, desde: 'dos' });
    expect(malformed.statusCode).toBe(400);
    expect((await read(coach, plan)).version).toBe(before);
  });

  it('takes a step of +1,25 kg per week (micro plates): previewed and applied on the 0,25 kg grid', async () => {
    const step = body({ desde: 3, hasta: 4, progresion: { tipo: 'kg', valor: 1.25 }, ejercicios: ['Press banca'] });
    const preview = await ok(coach, `${P}/previsualizarProgresion`, step);
    expect(preview.series.map((s: { semana: string; antes: number; despues: number }) => [s.semana, s.antes, s.despues])).toEqual([['Semana 3', 65, 66.25], ['Semana 4', 66, 68.5]]);
    const answer = await ok(coach, `${P}/aplicarProgresion`, step);
    expect(answer.series).toBe(2);
    expect(weights(await read(ana, plan)).map((w) => w[1])).toEqual([[60], [62.5], [66.25], [68.5]]);
  });

  it('keeps weights in steps of 0,25 kg: a coach writes 22,5 and the member reads 22,5; other steps are refused', async () => {
    const first = (await read(coach, plan)).semanas[0]!.dias[0]!.bloques[0] as unknown as { id: number };
    await ok(coach, `${P}/addEjercicio`, { nombre: 'Curl', bloque_id: first.id, series: 2, repeticiones: '10', peso: '22,5' });
    const sets = (p: Plan) => p.semanas[0]!.dias[0]!.bloques[0]!.ejercicios.find((e) => e.nombre === 'Curl')!.series as { id: number; peso: number }[];
    const [, second] = sets(await read(coach, plan));
    const edited = await send(coach, 'PUT', `${P}/updateSerie`, { id: second!.id, numero: 2, repeticiones: '8', peso: 21.25 });
    expect(edited.statusCode, edited.body).toBeLessThan(300);
    expect(sets(await read(coach, plan)).map((s) => s.peso)).toEqual([22.5, 21.25]);
    expect(sets(await read(ana, plan)).map((s) => s.peso)).toEqual([22.5, 21.25]);

    const off = await send(coach, 'PUT', `${P}/updateSerie`, { id: second!.id, numero: 2, repeticiones: '8', peso: '22,3' });
    expect([off.statusCode, off.json().code, off.json().detail]).toEqual([400, 'INVALID_WEIGHT_STEP', 'El peso va en pasos de 0,25 kg: por ejemplo 22,5 o 21,25.']);
    expect(sets(await read(ana, plan)).map((s) => s.peso)).toEqual([22.5, 21.25]);
  });

  it('is staff-only: a member can neither preview nor apply', async () => {
    for (const route of ['previsualizarProgresion', 'aplicarProgresion']) {
      const res = await send(ana, 'POST', `${P}/${route}`, body());
      expect([res.statusCode, res.json().code]).toEqual([403, 'STAFF_ONLY']);
    }
  });
});
