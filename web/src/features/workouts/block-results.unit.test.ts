import { describe, expect, it } from 'vitest';
import { formatLabel } from '../../lib/block-format';
import { blockResultText, isCounted, resultTotal } from './block-results';

describe('block results and types in words', () => {
  it("says an AMRAP's rounds and extra reps and an EMOM's minutes", () => {
    expect(blockResultText({ bloque_id: 1, bloque: 'Metcon', tipo: 'amrap', vueltas: 6, repeticiones: 4 })).toBe('6 vueltas + 4 reps');
    expect(blockResultText({ bloque_id: 1, bloque: 'Metcon', tipo: 'amrap', vueltas: 1, repeticiones: 0 })).toBe('1 vuelta');
    expect(blockResultText({ bloque_id: 2, bloque: 'Cierre', tipo: 'emom', minutos: 9 }, 10)).toBe('9 de 10 min');
  });

  it('says the rounds of a circuit or of intervals she finished, out of the block\'s when known', () => {
    expect(blockResultText({ bloque_id: 3, bloque: 'Circuito', tipo: 'circuito', vueltas: 3 }, 4)).toBe('3 de 4 vueltas');
    expect(blockResultText({ bloque_id: 4, bloque: 'Tabata', tipo: 'intervalos', vueltas: 1 })).toBe('1 vuelta');
    expect(resultTotal({ tipo: 'intervalos', trabajo_segundos: 20, descanso_segundos: 10, vueltas: 8 })).toBe(8);
    expect(resultTotal({ tipo: 'emom', minutos: 10 })).toBe(10);
    expect(resultTotal({ tipo: 'amrap', minutos: 12 })).toBeUndefined();
    expect([isCounted({ tipo: 'circuito', vueltas: 3 }), isCounted({ tipo: 'superserie' }), isCounted(undefined)]).toEqual([true, false, false]);
  });

  it('names each block type as the viewer shows it', () => {
    expect(formatLabel({ tipo: 'emom', minutos: 10 })).toBe('EMOM 10 min');
    expect(formatLabel({ tipo: 'amrap', minutos: 12 })).toBe('AMRAP 12 min');
    expect(formatLabel({ tipo: 'intervalos', trabajo_segundos: 20, descanso_segundos: 10, vueltas: 8 })).toBe('Tabata 8 × 20 s / 10 s');
    expect(formatLabel({ tipo: 'intervalos', trabajo_segundos: 40, descanso_segundos: 20, vueltas: 5 })).toBe('Intervalos 5 × 40 s / 20 s');
    expect(formatLabel({ tipo: 'circuito', vueltas: 3 })).toBe('Circuito 3 vueltas');
    expect(formatLabel({ tipo: 'superserie' })).toBe('Superserie');
    expect(formatLabel({ tipo: 'normal' })).toBeNull();
    expect(formatLabel(undefined)).toBeNull();
  });
});
