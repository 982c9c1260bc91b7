import { describe, expect, it } from 'vitest';
import { parseSetShorthand } from './set-shorthand';

describe('parseSetShorthand (fast set entry)', () => {
  it('reads series x repetitions @ kg, with or without spaces, kg or ×', () => {
    expect(parseSetShorthand('4x10 @ 40')).toEqual({ series: 4, repeticiones: '10', peso: 40 });
    expect(parseSetShorthand(' 4 X 8-10@42kg ')).toEqual({ series: 4, repeticiones: '8-10', peso: 42 });
    expect(parseSetShorthand('5×5 @ 100')).toEqual({ series: 5, repeticiones: '5', peso: 100 });
    expect(parseSetShorthand('4x8 @ 22,5')).toEqual({ series: 4, repeticiones: '8', peso: 22.5 });
    expect(parseSetShorthand('3x5@21.25kg')).toEqual({ series: 3, repeticiones: '5', peso: 21.25 });
  });

  it('reads timed and bodyweight sets without a weight (peso 0, shown as "—")', () => {
    expect(parseSetShorthand('3x30s')).toEqual({ series: 3, repeticiones: '30s', peso: 0 });
    expect(parseSetShorthand('2xAMRAP')).toEqual({ series: 2, repeticiones: 'AMRAP', peso: 0 });
  });

  it('a bare number is the number of sets, as before (repeticiones 0, peso 0)', () => {
    expect(parseSetShorthand('3')).toEqual({ series: 3, repeticiones: '0', peso: 0 });
    expect(parseSetShorthand('0')).toEqual({ series: 0, repeticiones: '0', peso: 0 });
  });

  it('refuses what it cannot read: kg off the 0,25 step, no repetitions, too many sets, words', () => {
    for (const bad of ['', '4x', 'x10', '4x10 @ 42,3', '4x10 @ 42,', '4x10 @ 1.000,5', '4x10 @', '51x5', '0x10', 'cuatro por diez', '4x10 40']) {
      expect([bad, parseSetShorthand(bad)]).toEqual([bad, null]);
    }
  });
});
