import { describe, expect, it } from 'vitest';
import { newsDate } from './news.commands';

describe("a news post's date", () => {
  const now = new Date('2026-11-16T15:00:00Z');
  it('is normalised to YYYY-MM-DD HH:MM:SS', () => {
    expect(newsDate('2026-11-20 10:00', now, 'UTC')).toBe('2026-11-20 10:00:00');
    expect(newsDate('2028-02-29T08:30:15', now, 'UTC')).toBe('2028-02-29 08:30:15');
  });
  it('refuses a day the studio cannot mean', () => {
    expect(() => newsDate('9999-12-31 10:00', now, 'UTC')).toThrow(expect.objectContaining({ code: 'DATE_TOO_FAR', status: 400 }));
    expect(() => newsDate('1900-01-01 10:00', now, 'UTC')).toThrow(expect.objectContaining({ code: 'DATE_TOO_EARLY', status: 400 }));
  });
  it.each(['2026-02-30 10:00:00', '2026-02-29 10:00:00', '2026-13-45 10:00:00', '2026-04-31 10:00', '2026-11-20 24:00'])('refuses %s, which is no real moment', (fecha) => {
    expect(() => newsDate(fecha, now, 'UTC')).toThrow(expect.objectContaining({ code: 'INVALID_FECHA', status: 400 }));
  });
});
