import { describe, expect, it } from 'vitest';
import type { Medida } from '../../../../contract/progress';
import { dayNumber, dayOf, latestValues, measurementCharts, newestFirst } from './measurement-charts';

const none = { peso: null, cintura: null, cadera: null, pecho: null, brazo: null, muslo: null, grasa: null };
const medida = (id: string, fecha: string, values: Partial<Medida>): Medida => ({ id, fecha, ...none, ...values });

const october = medida('a', '2026-10-01', { peso: 74, cintura: 84 });
const november = medida('b', '2026-11-16', { peso: 72.5 });
const mid = medida('c', '2026-10-31', { grasa: 24 });

describe('measurements as charts', () => {
  it('draws one chart per quantity measured, oldest first, x spaced by the days between', () => {
    const charts = measurementCharts([november, october, mid]);
    expect(charts.map((c) => c.field.campo)).toEqual(['peso', 'cintura', 'grasa']);
    const weight = charts[0]!.points;
    expect(weight.map((p) => p.y)).toEqual([74, 72.5]);
    expect(weight[1]!.x - weight[0]!.x).toBe(46);
    expect(charts[1]!.points.map((p) => p.y)).toEqual([84]);
  });

  it('draws nothing when there is nothing measured', () => {
    expect(measurementCharts([])).toEqual([]);
  });

  it('turns a day into x and back, across a year', () => {
    expect(dayOf(dayNumber('2026-12-31'))).toBe('2026-12-31');
    expect(dayNumber('2027-01-01') - dayNumber('2026-12-31')).toBe(1);
  });

  it('takes the last value of each quantity from whichever measurement holds it', () => {
    expect(latestValues([october, november, mid]).map((v) => [v.field.campo, v.value, v.fecha])).toEqual([
      ['peso', 72.5, '2026-11-16'],
      ['cintura', 84, '2026-10-01'],
      ['grasa', 24, '2026-10-31'],
    ]);
  });

  it('lists measurements newest first', () => {
    expect(newestFirst([october, november, mid]).map((m) => m.id)).toEqual(['b', 'c', 'a']);
  });
});
