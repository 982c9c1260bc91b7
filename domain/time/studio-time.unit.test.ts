import { describe, expect, it } from 'vitest';
import { studioTime } from './studio-time';

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
