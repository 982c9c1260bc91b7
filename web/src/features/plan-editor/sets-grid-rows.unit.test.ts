import { describe, expect, it } from 'vitest';
import { nextRow, rowOf, setsOfRows } from './sets-grid-rows';

describe('sets grid rows', () => {
  it('reads a set into a row: reps, kg (empty for bodyweight) or seconds for a timed set', () => {
    expect(rowOf({ id: 1, numero: 1, repeticiones: '10', peso: 40, ejercicio_id: 9 })).toEqual({ key: 's1', id: 1, reps: '10', kg: '40', seconds: '' });
    expect(rowOf({ id: 2, numero: 2, repeticiones: '30s', peso: 0, ejercicio_id: 9 })).toEqual({ key: 's2', id: 2, reps: '', kg: '', seconds: '30' });
    expect(rowOf({ id: 3, numero: 3, repeticiones: '45 s', peso: 0, ejercicio_id: 9 }).seconds).toBe('45');
  });

  it('turns rows into sets in order: seconds as "30s", empty reps as 0, empty kg as bodyweight, kept ids', () => {
    expect(setsOfRows([
      { key: 'a', id: 7, reps: '12', kg: '35', seconds: '' },
      { key: 'b', reps: '', kg: '', seconds: '40' },
      { key: 'c', reps: ' ', kg: ' ', seconds: '' },
    ])).toEqual({ sets: [{ id: 7, repeticiones: '12', peso: 35 }, { repeticiones: '40s', peso: 0 }, { repeticiones: '0', peso: 0 }] });
  });

  it('takes kg with a decimal comma or point and shows them back with a comma', () => {
    expect(setsOfRows([{ key: 'a', reps: '8', kg: '22,5', seconds: '' }, { key: 'b', reps: '8', kg: '21.25', seconds: '' }])).toEqual({
      sets: [{ repeticiones: '8', peso: 22.5 }, { repeticiones: '8', peso: 21.25 }],
    });
    expect(rowOf({ id: 4, numero: 1, repeticiones: '8', peso: 22.5, ejercicio_id: 9 }).kg).toBe('22,5');
    expect(rowOf({ id: 5, numero: 1, repeticiones: '8', peso: 1000, ejercicio_id: 9 }).kg).toBe('1000');
  });

  it('says which row is wrong: kg a number in steps of 0,25, seconds a number', () => {
    expect(setsOfRows([{ key: 'a', reps: '8', kg: '42,3', seconds: '' }])).toEqual({ error: 'Serie 1: el peso va en pasos de 0,25 kg (por ejemplo 22,5).' });
    expect(setsOfRows([{ key: 'a', reps: '8', kg: 'cuarenta', seconds: '' }])).toEqual({ error: 'Serie 1: el peso tiene que ser un número de kg, entre 0 y 1000.' });
    expect(setsOfRows([{ key: 'a', reps: '8', kg: '40', seconds: '' }, { key: 'b', reps: '', kg: '', seconds: 'medio' }])).toEqual({ error: 'Serie 2: los segundos tienen que ser un número entero.' });
  });

  it('a new row repeats the last', () => {
    expect(nextRow([{ key: 'a', id: 1, reps: '10', kg: '40', seconds: '' }], 'n1')).toEqual({ key: 'n1', reps: '10', kg: '40', seconds: '' });
    expect(nextRow([], 'n1')).toEqual({ key: 'n1', reps: '', kg: '', seconds: '' });
  });
});

describe('sets grid rows: the prescription the grid does not edit', () => {
  it('keeps a set\'s RPE, tempo and % through the grid, so saving it never clears them', () => {
    const row = rowOf({ id: 5, numero: 1, repeticiones: '5', peso: 0, ejercicio_id: 1, rpe: 8, tempo: '3-1-1-0', porcentaje: 75 });
    expect(setsOfRows([row])).toEqual({ sets: [{ id: 5, repeticiones: '5', peso: 0, rpe: 8, tempo: '3-1-1-0', porcentaje: 75 }] });
  });
});
