import { describe, expect, it } from 'vitest';
import { complianceFrom, mondayOf, plannedDaysPerWeek, weeklyCompliance } from './compliance';

const week = (id: number, days: number) => ({ id, name: `Semana ${id}`, days: Array.from({ length: days }, (_, i) => ({ id: id * 10 + i, name: `Día ${i + 1}`, blocks: [] })) });

describe('weekly compliance', () => {
  it('weeks start on Monday (studio days)', () => {
    expect(mondayOf('2026-11-16')).toBe('2026-11-16'); // a Monday
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(complianceFrom('2026-11-25', 3)).toBe('2026-11-09');
  });

  it('a plan asks for its days per week, rounded up; none without weeks', () => {
    expect(plannedDaysPerWeek({ weeks: [week(1, 3), week(2, 3), week(3, 3), week(4, 3)] })).toBe(3);
    expect(plannedDaysPerWeek({ weeks: [week(1, 3), week(2, 2)] })).toBe(3);
    expect(plannedDaysPerWeek({ weeks: [] })).toBe(0);
  });

  it('counts the sessions of each week against the plan, newest week first, capped at 100 %', () => {
    const days = ['2026-11-10', '2026-11-12', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-25'];
    expect(weeklyCompliance('2026-11-25', 3, 3, days)).toEqual([
      { desde: '2026-11-23', hasta: '2026-11-29', planificados: 3, realizados: 1, porcentaje: 33 },
      { desde: '2026-11-16', hasta: '2026-11-22', planificados: 3, realizados: 4, porcentaje: 100 },
      { desde: '2026-11-09', hasta: '2026-11-15', planificados: 3, realizados: 2, porcentaje: 67 },
    ]);
  });

  it('leaves out the weeks before the member signed up: she did not miss them', () => {
    // Signed up on Wednesday 18 November: her first week is the one she joined in, not at 0 % before it.
    expect(weeklyCompliance('2026-11-25', 4, 3, ['2026-11-19'], '2026-11-18').map((w) => [w.desde, w.porcentaje])).toEqual([
      ['2026-11-23', 0],
      ['2026-11-16', 33],
    ]);
    // Joined on a Sunday: that week still counts, the one before does not.
    expect(weeklyCompliance('2026-11-25', 4, 3, [], '2026-11-22').map((w) => w.desde)).toEqual(['2026-11-23', '2026-11-16']);
    expect(weeklyCompliance('2026-11-25', 4, 3, [], '2026-11-23').map((w) => w.desde)).toEqual(['2026-11-23']);
  });

  it('has no percentage when nothing is planned', () => {
    expect(weeklyCompliance('2026-11-25', 1, 0, ['2026-11-24'])[0]).toMatchObject({ realizados: 1, porcentaje: null });
  });
});
