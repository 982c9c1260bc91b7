import { describe, expect, it } from 'vitest';
import { formatPercent, lastDays, monthRange, rangeProblem, shortDate } from './report-format';

describe('report formatting', () => {
  it('formats pesos, percentages and short dates the Argentine way', () => {
    expect(formatPercent(0.667).replace(/\s/g, '')).toBe('67%');
    expect(shortDate('2026-11-18')).toBe('18 nov');
  });

  it('defaults to the whole current month and knows the previous one', () => {
    const now = new Date(2026, 10, 16, 12);
    expect(monthRange(now)).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(monthRange(now, -1)).toEqual({ desde: '2026-10-01', hasta: '2026-10-31' });
    expect(monthRange(new Date(2026, 0, 10), -1)).toEqual({ desde: '2025-12-01', hasta: '2025-12-31' });
    expect(lastDays(now, 7)).toEqual({ desde: '2026-11-10', hasta: '2026-11-16' });
  });

  it('explains ranges the server would refuse', () => {
    expect(rangeProblem({ desde: '2026-11-01', hasta: '2026-11-30' })).toBeUndefined();
    expect(rangeProblem({ desde: '2026-11-30', hasta: '2026-11-01' })).toMatch(/anterior/);
    expect(rangeProblem({ desde: '2024-01-01', hasta: '2025-01-01' })).toMatch(/366/);
    expect(rangeProblem({ desde: '', hasta: '2026-11-01' })).toBe('Elige las dos fechas.');
  });
});
