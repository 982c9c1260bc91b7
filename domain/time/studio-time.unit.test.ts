import { describe, expect, it } from 'vitest';
import { daysUntil, firstOfNextMonth, studioTime } from './studio-time';

describe('studioTime', () => {
  it('gives the studio wall clock, and the same answer for every instant of a minute', () => {
    const tz = 'America/Argentina/Buenos_Aires';
    expect(studioTime(new Date('2026-11-02T10:07:00Z'), tz)).toEqual({ date: '2026-11-02', time: '07:07', minutes: 427, isoWeekday: 1 });
    expect(studioTime(new Date('2026-11-02T10:07:59.999Z'), tz)).toEqual({ date: '2026-11-02', time: '07:07', minutes: 427, isoWeekday: 1 });
    expect(studioTime(new Date('2026-11-03T02:59:59Z'), tz)).toEqual({ date: '2026-11-02', time: '23:59', minutes: 1439, isoWeekday: 1 });
    expect(studioTime(new Date('2026-11-03T03:00:00Z'), tz)).toEqual({ date: '2026-11-03', time: '00:00', minutes: 0, isoWeekday: 2 });
    // Another zone in the same minute is not the cached answer.
    expect(studioTime(new Date('2026-11-03T03:00:10Z'), 'Europe/Madrid')).toEqual({ date: '2026-11-03', time: '04:00', minutes: 240, isoWeekday: 2 });
  });

  it('hands each caller its own object', () => {
    const a = studioTime(new Date('2026-11-02T10:07:00Z'), 'America/Argentina/Buenos_Aires');
    a.minutes = 0;
    expect(studioTime(new Date('2026-11-02T10:07:30Z'), 'America/Argentina/Buenos_Aires').minutes).toBe(427);
  });

  it('follows a daylight-saving change to the minute', () => {
    // Madrid moves from +01:00 to +02:00 at 2026-03-29T01:00Z.
    expect(studioTime(new Date('2026-03-29T00:59:30Z'), 'Europe/Madrid').time).toBe('01:59');
    expect(studioTime(new Date('2026-03-29T01:00:00Z'), 'Europe/Madrid').time).toBe('03:00');
  });

  it('keeps the seconds of an old local mean time (its offset is not whole minutes)', () => {
    // Buenos Aires local mean time (-03:53:48) until 1894: 12:00:59Z is 08:07:11 there, 12:00:00Z is 08:06:12.
    expect(studioTime(new Date('1890-01-01T12:00:00Z'), 'America/Argentina/Buenos_Aires').time).toBe('08:06');
    expect(studioTime(new Date('1890-01-01T12:00:59Z'), 'America/Argentina/Buenos_Aires').time).toBe('08:07');
  });
});

describe('the studio calendar at its edges (the 1st, the 31st, late evening in Buenos Aires)', () => {
  const tz = 'America/Argentina/Buenos_Aires';
  // 23:30 of Thursday 31 December in the studio is already 02:30 of Friday 1 January 2027 in UTC.
  const newYearsEve = new Date('2027-01-01T02:30:00Z');

  it("is still the studio's day, month and year though UTC has turned", () => {
    expect(studioTime(newYearsEve, tz)).toEqual({ date: '2026-12-31', time: '23:30', minutes: 1410, isoWeekday: 4 });
    expect(studioTime(new Date('2026-12-01T02:30:00Z'), tz)).toEqual({ date: '2026-11-30', time: '23:30', minutes: 1410, isoWeekday: 1 });
  });

  it("ends a month's package on the studio's next 1st, counted in studio days", () => {
    expect(firstOfNextMonth(newYearsEve, tz)).toBe('2027-01-01');
    expect(daysUntil(newYearsEve, tz, '2027-01-01')).toBe(1);
    // Ten minutes into the 1st: the next month is February, a whole January ahead.
    const first = new Date('2027-01-01T03:10:00Z');
    expect(firstOfNextMonth(first, tz)).toBe('2027-02-01');
    expect(daysUntil(first, tz, '2027-02-01')).toBe(31);
    // The 31st of a month followed by a short one: no overflow into March.
    expect(firstOfNextMonth(new Date('2027-01-31T15:00:00Z'), tz)).toBe('2027-02-01');
    expect(firstOfNextMonth(new Date('2027-02-01T02:59:00Z'), tz)).toBe('2027-02-01');
  });
});
