import { describe, expect, it } from 'vitest';
import { dayMonth, weekdayDate, weekdayOf, withoutFinalPeriod } from './studio-date-text';

describe('studio dates in server texts', () => {
  it('writes a date in a list as day and month, two digits each', () => {
    expect(dayMonth('2026-12-01')).toBe('01/12');
    expect(dayMonth('2027-01-09')).toBe('09/01');
  });

  it('writes a date that is the subject with its weekday, in lower case, on the calendar date whatever the zone', () => {
    expect(weekdayDate('2026-12-03')).toBe('jueves 3 de diciembre');
    expect(weekdayDate('2026-11-16')).toBe('lunes 16 de noviembre');
    expect(weekdayDate('2027-01-01')).toBe('viernes 1 de enero');
    expect(weekdayOf('2026-11-22')).toBe('domingo');
  });

  it('leaves what is not a date as it came', () => {
    expect(dayMonth('pronto')).toBe('pronto');
    expect(weekdayDate('')).toBe('');
  });

  it('takes the final period off a typed reason so the sentence around it ends once', () => {
    expect(withoutFinalPeriod('Feriado.')).toBe('Feriado');
    expect(withoutFinalPeriod(' Falta el pago... ')).toBe('Falta el pago');
    expect(withoutFinalPeriod('Profe de viaje')).toBe('Profe de viaje');
  });
});
