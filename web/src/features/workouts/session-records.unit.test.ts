import { describe, expect, it } from 'vitest';
import type { PersonalRecord } from './api/log-set';
import { exerciseRecordText, mergeRecords, recordsByExercise } from './session-records';

const squatWeight = (valor: number, anterior = 22.5): PersonalRecord => ({ tipo: 'peso_maximo', ejercicio: 'Sentadilla', valor, anterior, peso: valor, repeticiones: 8 });
const squatE1rm = (valor: number): PersonalRecord => ({ tipo: 'e1rm', ejercicio: 'Sentadilla', valor, anterior: 28.5, peso: 32.5, repeticiones: 8 });
const bench: PersonalRecord = { tipo: 'peso_maximo', ejercicio: 'Press de banca', valor: 25, anterior: 15, peso: 25, repeticiones: 8 };

describe('the session\'s records', () => {
  it('keep each kind once per exercise: a heavier set replaces the lighter one\'s record', () => {
    let records = mergeRecords([], 1, [squatWeight(27.5), squatE1rm(34.8)]);
    records = mergeRecords(records, 2, [squatWeight(32.5)]);
    records = mergeRecords(records, 5, [bench]);
    expect(records.map((r) => [r.serieId, r.tipo, r.valor])).toEqual([[1, 'e1rm', 34.8], [2, 'peso_maximo', 32.5], [5, 'peso_maximo', 25]]);
  });

  it('a set logged again drops what it held', () => {
    expect(mergeRecords(mergeRecords([], 1, [squatWeight(27.5)]), 1, [])).toEqual([]);
  });

  it('count once per exercise and read as one line each, the heaviest news first', () => {
    const groups = recordsByExercise([squatE1rm(41.17), bench, squatWeight(32.5)]);
    expect(groups.map((g) => g.ejercicio)).toEqual(['Press de banca', 'Sentadilla']);
    expect(groups.map(exerciseRecordText)).toEqual([
      'Press de banca: nuevo peso máximo, 25 kg (antes 15 kg)',
      'Sentadilla: nuevo peso máximo, 32,5 kg (antes 22,5 kg) y 1RM estimado 41,2 kg',
    ]);
  });
});
