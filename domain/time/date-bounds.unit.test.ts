import { describe, expect, it } from 'vitest';
import { earliestStudioDate, latestStudioDate, outsideStudioDates } from './date-bounds';

describe('the dates a studio can mean', () => {
  it('run from 20 years back to 3 years ahead of its today', () => {
    expect(latestStudioDate('2026-11-16')).toBe('2029-11-16');
    expect(earliestStudioDate('2026-11-16')).toBe('2006-11-16');
    expect(outsideStudioDates('2029-11-16', '2026-11-16')).toBeUndefined();
    expect(outsideStudioDates('2029-11-17', '2026-11-16')).toEqual({ tooFar: '2029-11-16' });
    expect(outsideStudioDates('9999-12-31', '2026-11-16')).toEqual({ tooFar: '2029-11-16' });
    expect(outsideStudioDates('2006-11-15', '2026-11-16')).toEqual({ tooEarly: '2006-11-16' });
    expect(outsideStudioDates('0001-01-01', '2026-11-16')).toEqual({ tooEarly: '2006-11-16' });
  });

  it('move 29 February to the 28th in a common year', () => {
    expect(latestStudioDate('2028-02-29')).toBe('2031-02-28');
    expect(earliestStudioDate('2028-02-29')).toBe('2008-02-29');
  });
});
