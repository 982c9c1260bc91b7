import { describe, expect, it } from 'vitest';
import { applyChange, applyEditResult } from './apply-change';
import type { EditResult, PlanChange, Planificacion } from './types';

const serie = (id: number, numero: number) => ({ id, numero, repeticiones: '10', peso: 40, ejercicio_id: 40 });
const plan = (): Planificacion => ({
  id: 7, nombre: 'Fuerza', visible: 1, version: 5,
  semanas: [
    { id: 10, nombre: 'Semana 1', planificacion_id: 7, dias: [{ id: 20, nombre: 'Día 1', semana_id: 10, bloques: [{
      id: 30, nombre: 'A', descanso: 60, dia_id: 20,
      ejercicios: [{ id: 40, nombre: 'Sentadilla', video: null, notas: '', bloque_id: 30, series: [serie(51, 1), serie(52, 2), serie(53, 3)] }],
    }] }] },
    { id: 11, nombre: 'Semana 2', planificacion_id: 7, dias: [] },
  ],
});
const sets = (p: Planificacion) => p.semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!.series.map((s) => [s.id, s.numero]);

describe('applying an editor answer to the cached plan', () => {
  it('moves an edited set to the index the server gives, dropping its old copy', () => {
    const next = applyChange(plan(), { op: 'upsert', kind: 'set', parentId: 40, index: 2, node: serie(51, 9) });
    expect(sets(next)).toEqual([[52, 2], [53, 3], [51, 9]]);
  });

  it('inserts a new node under its parent at its index, and copies only the path down to it', () => {
    const before = plan();
    const day = { id: 21, nombre: 'Día 2', semana_id: 10, bloques: [] };
    const next = applyChange(before, { op: 'upsert', kind: 'day', parentId: 10, index: 1, node: day });
    expect(next.semanas[0]!.dias.map((d) => d.id)).toEqual([20, 21]);
    expect(next.semanas[1]).toBe(before.semanas[1]);
    expect(next.semanas[0]!.dias[0]).toBe(before.semanas[0]!.dias[0]);
    const week = { id: 12, nombre: 'Semana 3', planificacion_id: 7, dias: [] };
    expect(applyChange(next, { op: 'upsert', kind: 'week', parentId: 7, index: 2, node: week }).semanas.map((w) => w.id)).toEqual([10, 11, 12]);
  });

  it('removes a node wherever it is, and changes nothing for an id it does not hold', () => {
    const before = plan();
    expect(sets(applyChange(before, { op: 'remove', id: 52 }))).toEqual([[51, 1], [53, 3]]);
    expect(applyChange(before, { op: 'remove', id: 30 }).semanas[0]!.dias[0]!.bloques).toEqual([]);
    expect(applyChange(before, { op: 'remove', id: 999 })).toBe(before);
  });

  it('a plan-level change updates its name and visibility, keeping the weeks', () => {
    const next = applyChange(plan(), { op: 'upsert', kind: 'plan', parentId: null, index: 0, node: { id: 7, nombre: 'Fuerza II', visible: 0 } });
    expect(next).toMatchObject({ nombre: 'Fuerza II', visible: 0 });
    expect(next.semanas).toHaveLength(2);
  });

  it('takes the answer\'s version only when the copy was the version the command was decided on', () => {
    const change: PlanChange = { op: 'remove', id: 53 };
    const answer = (baseVersion: number | null): EditResult => ({ ok: true, id: 53, planId: 7, version: 9, baseVersion, change });
    expect(applyEditResult(plan(), answer(5)).version).toBe(9);
    expect(applyEditResult(plan(), answer(8)).version).toBe(5);
    expect(applyEditResult(plan(), answer(null)).version).toBe(5);
    expect(sets(applyEditResult(plan(), answer(8)))).toEqual([[51, 1], [52, 2]]);
  });
});
