import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEditResult } from '../../web/src/features/plan-editor/api/apply-change';
import type { EditResult, Planificacion } from '../../web/src/features/plan-editor/api/types';
import { createTestApp, type TestApp } from '../support/test-app';

const P = '/api/planificaciones';
type Method = 'POST' | 'PUT' | 'DELETE';

/**
 * Editor commands answer the node they changed and the plan's new version, not the whole tree. The contract that
 * matters: the web editor, applying each answer to the plan it held, ends with exactly the plan the server serves.
 */
describe('plan editor answers: the changed node and the new version', () => {
  let t: TestApp;
  let admin: string;
  let held: Planificacion;
  let planId: number;

  const read = async () => {
    const res = await t.as(admin, { method: 'GET', url: `${P}/${planId}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Planificacion;
  };
  /** Runs a command, applies its answer to the held copy and checks the copy is now the served plan. */
  const edit = async (method: Method, route: string, payload: object) => {
    const res = await t.as(admin, { method, url: `${P}/${route}`, payload });
    expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
    const answer = res.json() as EditResult;
    expect(answer).not.toHaveProperty('planificacion');
    expect(answer.baseVersion).toBe(held.version);
    held = applyEditResult(held, answer);
    expect(held).toEqual(await read());
    return { answer, bytes: res.rawPayload.length };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signUp()).token;
    const created = await t.as(admin, { method: 'POST', url: `${P}/addPlanificacion`, payload: { body: { nombre: 'Parcial' } } });
    planId = created.json().id;
    held = created.json().planificacion;
  });
  afterAll(() => t.close());

  it('every kind of command answers a change that turns the held plan into the served one', async () => {
    const week = (await edit('POST', 'addSemana', { semana: { planificacion_id: planId } })).answer;
    expect(week).toMatchObject({ id: week.id, planId, version: week.baseVersion! + 1, change: { op: 'upsert', kind: 'week', parentId: planId, index: 0, node: { id: week.id, nombre: 'Semana 1', dias: [] } } });
    const day = (await edit('POST', 'addDia', { dia: { semana_id: week.id } })).answer.id;
    const block = (await edit('POST', 'addBloque', { nombre: 'Principal', descanso: 60, dia_id: day })).answer.id;
    const exercise = (await edit('POST', 'addEjercicio', { nombre: 'Sentadilla', bloque_id: block, series: 3 })).answer;
    expect(exercise.change).toMatchObject({ kind: 'exercise', parentId: block, index: 0, node: { nombre: 'Sentadilla', series: [{ numero: 1 }, { numero: 2 }, { numero: 3 }] } });
    const [firstSet] = (exercise.change as { node: { series: { id: number }[] } }).node.series;

    // Numbers are positions: moving a set renumbers its siblings, so a set command answers its whole exercise.
    const moved = (await edit('PUT', 'updateSerie', { id: firstSet!.id, numero: 9, repeticiones: '8-10', peso: 60 })).answer;
    expect(moved.change).toMatchObject({ op: 'upsert', kind: 'exercise', parentId: block, index: 0 });
    const numbered = (answer: EditResult) => (answer.change as { node: { series: { id: number; numero: number }[] } }).node.series.map((s) => [s.id === firstSet!.id, s.numero]);
    expect(numbered(moved)).toEqual([[false, 1], [false, 2], [true, 3]]);
    await edit('POST', 'duplicateSerie', { id: firstSet!.id });
    await edit('POST', 'addSerie', { ejercicio_id: exercise.id, numero: 1, repeticiones: '5', peso: 80 });
    const removed = (await edit('DELETE', 'deleteSerie', { id: firstSet!.id })).answer;
    expect(removed.change).toMatchObject({ op: 'upsert', kind: 'exercise', parentId: block });
    expect(numbered(removed).map(([, n]) => n)).toEqual([1, 2, 3, 4]);

    const copy = (await edit('POST', 'duplicateEjercicio', { id: exercise.id })).answer;
    expect(copy.change).toMatchObject({ kind: 'exercise', parentId: block, index: 1 });
    await edit('PUT', 'updateEjercicioTitle', { id: copy.id, nombre: 'Sentadilla frontal' });
    await edit('PUT', 'updateEjercicioVideo', { id: copy.id, video: 'https://example.com/v.mp4' });
    await edit('DELETE', 'deleteEjercicio', { id: exercise.id });
    await edit('PUT', 'updateBloqueTitulo', { id: block, nombre: 'Fuerza' });
    await edit('PUT', 'updateBloqueDescanso', { id: block, descanso: 120 });
    await edit('POST', 'updateSemanaNombre', { id: week.id, nombre: 'Adaptación' });
    const second = (await edit('POST', 'duplicateSemana', { semana: { id: week.id } })).answer;
    expect(second.change).toMatchObject({ kind: 'week', parentId: planId, index: 1, node: { nombre: 'Semana 2' } });
    await edit('POST', 'addDia', { dia: { semana_id: second.id } });
    await edit('POST', 'deleteDia', { dia: { id: day } });
    await edit('POST', 'deleteBloque', { bloque: { id: (await read()).semanas[1]!.dias[0]!.bloques[0]!.id } });
    await edit('POST', 'deleteSemana', { semana: { id: week.id } });
    const renamed = (await edit('PUT', String(planId), { id: planId, nombre: 'Parcial II' })).answer;
    expect(renamed.change).toEqual({ op: 'upsert', kind: 'plan', parentId: null, index: 0, node: { id: planId, nombre: 'Parcial II', visible: 1 } });
    await edit('POST', 'handleVisiblePlanificacion', { id: planId, visible: 0 });
  });

  it('a duplicated week answers only that week: the answer does not grow with the plan', async () => {
    const week = (await edit('POST', 'addSemana', { semana: { planificacion_id: planId } })).answer.id;
    const day = (await edit('POST', 'addDia', { dia: { semana_id: week } })).answer.id;
    const block = (await edit('POST', 'addBloque', { nombre: 'B', descanso: 30, dia_id: day })).answer.id;
    await edit('POST', 'addEjercicio', { nombre: 'E', bloque_id: block, series: 10 });
    const sizes: number[] = [];
    for (let i = 0; i < 4; i++) sizes.push((await edit('POST', 'duplicateSemana', { semana: { id: week } })).bytes);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(64); // only names and ids differ in length
    const rename = await edit('PUT', 'updateSerie', { id: held.semanas.at(-1)!.dias[0]!.bloques[0]!.ejercicios[0]!.series[0]!.id, numero: 1, repeticiones: '3', peso: 1 });
    expect(rename.bytes).toBeLessThan(400);
  });

  it('a retry under the same Idempotency-Key answers the same change and version', async () => {
    const headers = { 'idempotency-key': 'parcial-agregar-semana-1' };
    const payload = { semana: { planificacion_id: planId } };
    const first = await t.as(admin, { method: 'POST', url: `${P}/addSemana`, payload, headers });
    const again = await t.as(admin, { method: 'POST', url: `${P}/addSemana`, payload, headers });
    expect(again.json()).toEqual(first.json());
    // After someone else's change the replay still answers the node, but says its base is unknown (refetch).
    await t.as(admin, { method: 'PUT', url: `${P}/${planId}`, payload: { id: planId, nombre: 'Otra' } });
    const late = await t.as(admin, { method: 'POST', url: `${P}/addSemana`, payload, headers });
    expect(late.json()).toMatchObject({ id: first.json().id, baseVersion: null, version: first.json().version + 1, change: first.json().change });
  });
});
