import { describe, expect, it } from 'vitest';
import { allowanceLabel, monthCredits, packageAllowance, weekStart, weeklyLimitReached, weeksTouched } from './plan-allowance';

describe('a monthly plan\'s classes', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-16')).toBe('2026-11-16');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
    expect(weekStart('2026-11-18')).toBe('2026-11-16');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('counts the weeks a month touches, its first and last partial weeks included', () => {
    expect(weeksTouched('2026-11-16', '2026-12-16')).toBe(5);
    expect(weeksTouched('2026-11-22', '2026-11-24')).toBe(2);
    expect(weeksTouched('2026-11-16', '2026-11-23')).toBe(1);
    expect(weeksTouched('2026-11-16', '2026-11-16')).toBe(0);
  });

  it('gives a month by the week its weeks\' classes, a month of classes its count, an unlimited one every class every day', () => {
    expect(monthCredits({ kind: 'por_semana', classes: 2 }, '2026-11-16', '2026-12-16', 9)).toBe(10);
    expect(monthCredits({ kind: 'por_mes', classes: 8 }, '2026-11-16', '2026-12-16', 9)).toBe(8);
    expect(monthCredits({ kind: 'libre' }, '2026-11-16', '2026-12-16', 3)).toBe(90);
    expect(monthCredits({ kind: 'libre' }, '2026-11-16', '2026-12-16', 0)).toBe(30);
  });

  it('marks her package only when it is not a count of classes', () => {
    expect(packageAllowance({ kind: 'por_mes', classes: 8 })).toBeUndefined();
    expect(packageAllowance({ kind: 'por_semana', classes: 3 })).toEqual({ kind: 'por_semana', classes: 3 });
    expect(packageAllowance({ kind: 'libre' })).toEqual({ kind: 'libre' });
  });

  it('stops her at the week\'s classes, never without a weekly plan', () => {
    expect(weeklyLimitReached({ limit: 2, booked: 2 })).toBe(true);
    expect(weeklyLimitReached({ limit: 2, booked: 1 })).toBe(false);
    expect(weeklyLimitReached(null)).toBe(false);
    expect(weeklyLimitReached(undefined)).toBe(false);
  });

  it('says the classes in Spanish', () => {
    expect(allowanceLabel({ kind: 'por_semana', classes: 1 })).toBe('1 clase por semana');
    expect(allowanceLabel({ kind: 'por_semana', classes: 3 })).toBe('3 clases por semana');
    expect(allowanceLabel({ kind: 'por_mes', classes: 8 })).toBe('8 clases por mes');
    expect(allowanceLabel({ kind: 'libre' })).toBe('clases libres');
  });
});
