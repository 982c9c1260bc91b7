import { describe, expect, it } from 'vitest';
import { boardFixture, withSet } from './testing/board-fixture';
import { liveRecordText, newRecords } from './board-records';

describe('records that arrive while the pizarra is open', () => {
  it('finds the record a refetch adds, by member and exercise', () => {
    const after = withSet(boardFixture, 'user_ana', { serie_id: 102, repeticiones: 8, peso: 65, records: ['peso_maximo', 'e1rm'] });
    const found = newRecords(boardFixture, after);
    expect(found).toEqual([{ clerkUserId: 'user_ana', nombre: 'Ana Gómez', ejercicio: 'Sentadilla' }]);
    expect(liveRecordText(found[0]!)).toBe('¡Récord de Ana Gómez en Sentadilla!');
  });

  it('celebrates nothing on the first data or when nothing new was beaten', () => {
    expect(newRecords(undefined, boardFixture)).toEqual([]);
    expect(newRecords(boardFixture, boardFixture)).toEqual([]);
    const plainSet = withSet(boardFixture, 'user_ana', { serie_id: 102, repeticiones: 8, peso: 62.5, records: [] });
    expect(newRecords(boardFixture, plainSet)).toEqual([]);
  });

  it('counts a new kind of record on a set that already had one', () => {
    const more = withSet(boardFixture, 'user_bea', { serie_id: 101, repeticiones: 10, peso: 42.5, records: ['peso_maximo', 'repeticiones'] });
    expect(newRecords(boardFixture, more)).toEqual([{ clerkUserId: 'user_bea', nombre: 'Bea Paz', ejercicio: 'Sentadilla' }]);
  });

  it('celebrates nothing when the coach changed the day shown: its records are not news', () => {
    const otherDay = { ...withSet(boardFixture, 'user_ana', { serie_id: 102, repeticiones: 8, peso: 65, records: ['peso_maximo'] }), dia: { ...boardFixture.dia!, dia_id: 13 } };
    expect(newRecords(boardFixture, otherDay)).toEqual([]);
    expect(newRecords({ ...boardFixture, dia: null }, boardFixture)).toEqual([]);
  });
});
