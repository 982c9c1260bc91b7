import { describe, expect, it } from 'vitest';
import { isoWeekday, weekdayName, WEEKDAYS } from './weekdays';

describe('weekday names', () => {
  it('maps Lunes..Domingo to ISO 1..7 and back', () => {
    WEEKDAYS.forEach((name, i) => {
      expect(isoWeekday(name)).toBe(i + 1);
      expect(weekdayName(i + 1)).toBe(name);
    });
  });

  it('forgives case and missing accents, and rejects anything else', () => {
    expect(isoWeekday('miercoles')).toBe(3);
    expect(isoWeekday(' SABADO ')).toBe(6);
    expect(isoWeekday('Monday')).toBeUndefined();
    expect(isoWeekday('')).toBeUndefined();
  });
});
