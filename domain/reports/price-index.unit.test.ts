import { describe, expect, it } from 'vitest';
import { inPesosOf, readIndexRows, realTotal } from './price-index';

const index = new Map([['2026-10', 100], ['2026-11', 108], ['2026-12', 116.64]]);

describe('income in constant pesos', () => {
  it('takes an amount of one month into pesos of another by the index', () => {
    expect(inPesosOf(25_000, '2026-10', '2026-12', index)).toBe(29_160);
    expect(inPesosOf(29_160, '2026-12', '2026-10', index)).toBe(25_000);
    expect(inPesosOf(25_000, '2026-09', '2026-12', index)).toBeNull();
  });

  it('sums a range in pesos of the base month, naming the months without an index and leaving them out', () => {
    const amounts = [{ day: '2026-10-05', amount: 25_000 }, { day: '2026-11-20', amount: 27_000 }, { day: '2026-09-30', amount: 10_000 }, { day: '2026-12-01', amount: 0 }];
    expect(realTotal(amounts, '2026-12', index)).toEqual({ total: 29_160 + 29_160, missing: ['2026-09'] });
    expect(realTotal(amounts, '2027-01', index)).toEqual({ total: 0, missing: ['2027-01'] });
  });

  it('reads months and values as a spreadsheet writes them, skipping a header, and refuses a row it cannot read', () => {
    expect(readIndexRows([['Mes', 'IPC'], ['2026-10', '7.694,0766'], ['11/2026', '8100.5'], ['', '']])).toEqual({ months: [{ month: '2026-10', value: 7694.0766 }, { month: '2026-11', value: 8100.5 }] });
    expect(readIndexRows([['2026-10', '100'], ['octubre', '101']])).toEqual({ refusal: { code: 'INDEX_ROW_INVALID', params: { line: 2, value: 'octubre' } } });
    expect(readIndexRows([['2026-13', '100']])).toEqual({ refusal: { code: 'INDEX_EMPTY' } });
    expect(readIndexRows([['Mes', 'IPC'], ['2026-10', 'cero']])).toEqual({ refusal: { code: 'INDEX_ROW_INVALID', params: { line: 2, value: 'cero' } } });
  });
});
