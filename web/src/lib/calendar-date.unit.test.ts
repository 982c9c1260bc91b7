import { describe, expect, it } from 'vitest';
import { dayMonth, instantDate, instantDayTime, instantOfStudioTime, studioDateTimeValue, weekdayDate } from './calendar-date';

describe('date styles', () => {
  it('writes a date in a list as day and month, two digits each', () => {
    expect(dayMonth('2026-12-01')).toBe('01/12');
    expect(dayMonth('2026-11-25')).toBe('25/11');
  });

  it('writes a date that is the subject with its weekday, lower case for the middle of a sentence', () => {
    expect(weekdayDate('2026-11-25')).toBe('miércoles 25 de noviembre');
    expect(weekdayDate('2027-01-03')).toBe('domingo 3 de enero');
  });

  it('writes an instant in a list as its day and month and the studio\'s 24-hour time', () => {
    expect(instantDayTime('2026-12-01T12:05:00Z')).toBe('01/12, 09:05');
    expect(instantDayTime('2026-11-24T21:32:00Z')).toBe('24/11, 18:32');
  });

  it('writes an instant whose year matters as the studio\'s day in full', () => {
    expect(instantDate('2026-12-01T12:05:00Z')).toBe('01/12/2026');
    // 01:30 UTC on 1 January is still 31 December at the studio.
    expect(instantDate('2027-01-01T01:30:00Z')).toBe('31/12/2026');
  });

  it('reads and writes a datetime field on the studio\'s clock, whatever the device\'s zone', () => {
    expect(studioDateTimeValue('2026-11-23T12:15:00.000Z')).toBe('2026-11-23T09:15');
    expect(instantOfStudioTime('2026-11-22T20:00')).toBe('2026-11-22T23:00:00.000Z');
    expect(instantOfStudioTime(studioDateTimeValue('2027-01-01T01:30:00.000Z'))).toBe('2027-01-01T01:30:00.000Z');
    expect([instantOfStudioTime(''), instantOfStudioTime('2026-11-22')]).toEqual([undefined, undefined]);
  });
});

