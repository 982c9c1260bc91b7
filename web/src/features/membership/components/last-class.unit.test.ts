import { describe, expect, it } from 'vitest';
import { lastClassLabel } from './last-class';

describe('lastClassLabel', () => {
  const now = new Date(2026, 10, 28, 10, 0);

  it('says the day and how long ago, in days across a month end', () => {
    expect(lastClassLabel('2026-11-02', now)).toBe('Última clase: 02/11 (hace 26 días)');
    expect(lastClassLabel('2026-10-31', new Date(2026, 11, 3, 9, 0))).toBe('Última clase: 31/10 (hace 33 días)');
  });

  it('says hoy and ayer for the last two days', () => {
    expect(lastClassLabel('2026-11-28', now)).toBe('Última clase: 28/11 (hoy)');
    expect(lastClassLabel('2026-11-27', now)).toBe('Última clase: 27/11 (ayer)');
  });

  it('names a member with no class yet', () => {
    expect(lastClassLabel(null, now)).toBe('Sin clases todavía');
  });
});
