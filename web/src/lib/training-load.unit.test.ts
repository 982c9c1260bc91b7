import { describe, expect, it } from 'vitest';
import { effortParts, effortText, loadFromPercent, maxFor, percentLoad } from './training-load';

const maxes = { incremento_disco: 2.5, maximos: [{ ejercicio: 'Sentadilla', kg: 116.5 }] };

describe('training load: % of her training max in kg, rounded to the studio\'s plates', () => {
  it('rounds to the nearest plate increment, halves up', () => {
    expect(loadFromPercent(75, 116.5, 2.5)).toBe(87.5); // 87,375
    expect(loadFromPercent(75, 116.5, 5)).toBe(85);
    expect(loadFromPercent(75, 116.5, 1.25)).toBe(87.5);
    expect(loadFromPercent(75, 116.5, 1)).toBe(87);
    expect(loadFromPercent(50, 152.5, 2.5)).toBe(77.5); // 76,25: a half step goes up
    expect(loadFromPercent(50, 152.5, 1.25)).toBe(76.25);
    expect(loadFromPercent(100, 100, 2.5)).toBe(100);
  });

  it('shows her own kg, or the percentage and "sin máximo de entrenamiento" without a max', () => {
    expect(percentLoad({ porcentaje: 75 }, ' sentadilla ', maxes)).toEqual({ text: '75 % · 87,5 kg', parts: ['75 %', '87,5 kg'], kg: 87.5 });
    expect(percentLoad({ porcentaje: 72.5 }, 'Peso muerto', maxes)).toEqual({ text: '72,5 % · sin máximo de entrenamiento', parts: ['72,5 %', 'sin máximo de entrenamiento'], kg: undefined });
    expect(percentLoad({ porcentaje: 80 }, 'Sentadilla', undefined)?.text).toBe('80 % · sin máximo de entrenamiento');
    expect(percentLoad({ rpe: 8 }, 'Sentadilla', maxes)).toBeUndefined();
    expect(maxFor(maxes, 'SENTADILLA')).toBe(116.5);
  });

  it('writes effort and tempo in Spanish number style', () => {
    expect(effortText({ rpe: 8.5, tempo: '3-1-X-0' })).toBe('RPE 8,5 · Tempo 3-1-X-0');
    expect(effortText({ rir: 2 })).toBe('RIR 2');
    expect(effortText({})).toBe('');
    expect(effortParts({ rir: 1, tempo: '2-0-X-0' })).toEqual(['RIR 1', 'Tempo 2-0-X-0']);
  });
});
