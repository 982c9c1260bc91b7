import { describe, expect, it } from 'vitest';
import { disciplineHourRow, occupancyRowOf, occupancyRowPath } from './occupancy-row';

const november = { desde: '2026-11-01', hasta: '2026-11-30' };

describe('the occupancy detail of one attendance row', () => {
  it('names a discipline × weekday × hour row, "sin" for classes without a discipline', () => {
    expect(occupancyRowPath(november, disciplineHourRow({ disciplineId: 3, weekday: 3, hour: 18 })))
      .toBe('/dashboard/detalle/ocupacion?desde=2026-11-01&hasta=2026-11-30&disciplina=3&dia=3&hora=18');
    expect(occupancyRowPath(november, disciplineHourRow({ disciplineId: null, weekday: 7, hour: 8 })))
      .toBe('/dashboard/detalle/ocupacion?desde=2026-11-01&hasta=2026-11-30&disciplina=sin&dia=7&hora=8');
  });

  it('names one weekly class by its horario', () => {
    expect(occupancyRowPath(november, { horario: '12' })).toBe('/dashboard/detalle/ocupacion?desde=2026-11-01&hasta=2026-11-30&horario=12');
  });

  it('reads the row back from the detail URL, and no row when the URL has none', () => {
    const path = occupancyRowPath(november, disciplineHourRow({ disciplineId: 3, weekday: 3, hour: 18 }));
    expect(occupancyRowOf(new URL(path, 'http://x').searchParams)).toEqual({ disciplina: '3', dia: '3', hora: '18' });
    expect(occupancyRowOf(new URLSearchParams('desde=2026-11-01&hasta=2026-11-30'))).toBeUndefined();
  });
});
