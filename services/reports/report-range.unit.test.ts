import { describe, expect, it } from 'vitest';
import { DomainError } from '../../events/framework/errors';
import { parseReportRange, weekOf } from './report-range';

const TODAY = '2026-11-16';
const codeOf = (query: { desde?: string; hasta?: string }) => {
  try {
    parseReportRange(query, TODAY);
    return 'OK';
  } catch (error) {
    return error instanceof DomainError ? `${error.status} ${error.code}` : 'THREW';
  }
};

describe('parseReportRange', () => {
  it('accepts a range of real days in order, up to 366 days inclusive', () => {
    expect(parseReportRange({ desde: '2026-11-01', hasta: '2026-11-30' }, TODAY)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(codeOf({ desde: '2026-11-05', hasta: '2026-11-05' })).toBe('OK');
    expect(codeOf({ desde: '2024-01-01', hasta: '2024-12-31' })).toBe('OK');
  });

  it('rejects missing, malformed and impossible dates, reversed and too long ranges', () => {
    expect(codeOf({ desde: '2026-11-01' })).toBe('400 RANGE_REQUIRED');
    expect(codeOf({ desde: '01/11/2026', hasta: '2026-11-30' })).toBe('400 INVALID_DATE');
    expect(codeOf({ desde: '2026-02-30', hasta: '2026-03-01' })).toBe('400 INVALID_DATE');
    expect(codeOf({ desde: '2026-11-30', hasta: '2026-11-01' })).toBe('400 INVALID_RANGE');
    expect(codeOf({ desde: '2024-01-01', hasta: '2025-01-01' })).toBe('400 RANGE_TOO_LONG');
  });

  it('rejects days the studio cannot mean: more than 3 years ahead of today or 20 years back', () => {
    expect(codeOf({ desde: '2029-11-16', hasta: '2029-11-16' })).toBe('OK');
    expect(codeOf({ desde: '2029-11-01', hasta: '2029-11-17' })).toBe('400 DATE_TOO_FAR');
    expect(codeOf({ desde: '9999-12-01', hasta: '9999-12-31' })).toBe('400 DATE_TOO_FAR');
    expect(codeOf({ desde: '2006-11-16', hasta: '2006-11-30' })).toBe('OK');
    expect(codeOf({ desde: '2006-11-15', hasta: '2006-11-30' })).toBe('400 DATE_TOO_EARLY');
  });
});

describe('weekOf', () => {
  it('is the Monday-to-Sunday week of the day, across a month and a year', () => {
    expect(weekOf('2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-22' }); // a Monday
    expect(weekOf('2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' }); // its Sunday
    expect(weekOf('2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});
