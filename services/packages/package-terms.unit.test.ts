import { describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_SETTINGS } from './package-settings.decider';
import { packageTerms } from './package-terms';

const month = DEFAULT_PACKAGE_SETTINGS;
const prorated = { ...month, midMonth: 'prorrateo' as const };
const thirtyDays = { ...month, validity: 'dias' as const, days: 30 };

describe('packageTerms', () => {
  it('calendar month, full credits: valid to the 1st of next month whatever the day (docs/product.md §4)', () => {
    expect(packageTerms(month, '2026-11-23', 8)).toEqual({ validFrom: '2026-11-23', validUntil: '2026-12-01', credits: 8, prorated: false, nextMonth: false });
    expect(packageTerms(month, '2026-12-15', 8).validUntil).toBe('2027-01-01');
  });

  it('calendar month, prorated: credits scale to the days left, today included, rounded up', () => {
    // 23 to 30 November: 8 of 30 days → 8 × 8 / 30 = 2.13 → 3
    expect(packageTerms(prorated, '2026-11-23', 8)).toEqual({ validFrom: '2026-11-23', validUntil: '2026-12-01', credits: 3, prorated: true, nextMonth: false });
    // 16 to 28 February 2027: 13 of 28 days → 12 × 13 / 28 = 5.57 → 6
    expect(packageTerms(prorated, '2027-02-16', 12).credits).toBe(6);
    expect(packageTerms(prorated, '2026-11-30', 8).credits).toBe(1);
  });

  it('prorating on the 1st gives the whole month', () => {
    expect(packageTerms(prorated, '2026-12-01', 8)).toEqual({ validFrom: '2026-12-01', validUntil: '2027-01-01', credits: 8, prorated: false, nextMonth: false });
  });

  it('starting next month: valid to the 1st of the month after next with the month\'s credits; the days left come free', () => {
    const nextMonth = { ...month, midMonth: 'siguiente' as const };
    expect(packageTerms(nextMonth, '2026-11-23', 8)).toEqual({ validFrom: '2026-11-23', validUntil: '2027-01-01', credits: 8, prorated: false, nextMonth: true });
    // December rolls into the next year; the last day of a month still starts next month.
    expect(packageTerms(nextMonth, '2026-12-31', 8).validUntil).toBe('2027-02-01');
    // On the 1st the month is whole: nothing to carry over.
    expect(packageTerms(nextMonth, '2026-12-01', 8)).toEqual({ validFrom: '2026-12-01', validUntil: '2027-01-01', credits: 8, prorated: false, nextMonth: false });
    // The N-days rule ignores the mid-month choice.
    expect(packageTerms({ ...nextMonth, validity: 'dias', days: 30 }, '2026-11-23', 8).validUntil).toBe('2026-12-23');
  });

  it('N days from activation: valid until today + N, full credits, never prorated', () => {
    expect(packageTerms(thirtyDays, '2026-11-23', 8)).toEqual({ validFrom: '2026-11-23', validUntil: '2026-12-23', credits: 8, prorated: false, nextMonth: false });
    expect(packageTerms({ ...thirtyDays, midMonth: 'prorrateo' }, '2026-12-20', 8).validUntil).toBe('2027-01-19');
  });
});
