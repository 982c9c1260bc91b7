import { describe, expect, it } from 'vitest';
import { formatPercent, lastDays, monthRange, rangeProblem, shortDate } from './report-format';

describe('report formatting', () => {
  it('formats pesos, percentages and short dates the Argentine way', () => {
    expect(formatPercent(0.667).replace(/\s/g, '')).toBe('67%');
    expect(shortDate('2026-11-18')).toBe('18/11');
  });

  it('defaults to the whole current month and knows the previous one', () => {
    const now = new Date(2026, 10, 16, 12);
    expect(monthRange(now)).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(monthRange(now, -1)).toEqual({ desde: '2026-10-01', hasta: '2026-10-31' });
    expect(monthRange(new Date(2026, 0, 10), -1)).toEqual({ desde: '2025-12-01', hasta: '2025-12-31' });
    expect(lastDays(now, 7)).toEqual({ desde: '2026-11-10', hasta: '2026-11-16' });
  });

  it('keeps "this month" whole on its first and last minutes, and a 31st never spills into the next', () => {
    expect(monthRange(new Date(2026, 11, 1, 0, 5))).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
    expect(monthRange(new Date(2026, 11, 31, 23, 30))).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
    expect(monthRange(new Date(2026, 11, 31, 23, 30), -1)).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    // The 31st of January: last month is December, and February ends on the 28th (2027 is no leap year).
    expect(monthRange(new Date(2027, 0, 31, 12), -1)).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
    expect(monthRange(new Date(2027, 2, 31, 12), -1)).toEqual({ desde: '2027-02-01', hasta: '2027-02-28' });
    // On the 1st the last 30 days reach back into the month before.
    expect(lastDays(new Date(2027, 2, 1, 9), 30)).toEqual({ desde: '2027-01-31', hasta: '2027-03-01' });
    expect(lastDays(new Date(2026, 11, 1, 0, 5), 1)).toEqual({ desde: '2026-12-01', hasta: '2026-12-01' });
  });

  it('explains ranges the server would refuse', () => {
    expect(rangeProblem({ desde: '2026-11-01', hasta: '2026-11-30' })).toBeUndefined();
    expect(rangeProblem({ desde: '2026-11-30', hasta: '2026-11-01' })).toMatch(/anterior/);
    expect(rangeProblem({ desde: '2024-01-01', hasta: '2025-01-01' })).toMatch(/366/);
    expect(rangeProblem({ desde: '', hasta: '2026-11-01' })).toBe('Elige las dos fechas.');
  });
});
