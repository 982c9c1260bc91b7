import { describe, expect, it } from 'vitest';
import { formatMeasurement, fullDate, MEASUREMENT_FIELDS } from './measurement-fields';

describe('measurement fields', () => {
  it('lists the seven measurements in the contract, weight first and body fat last', () => {
    expect(MEASUREMENT_FIELDS.map((f) => f.campo)).toEqual(['peso', 'cintura', 'cadera', 'pecho', 'brazo', 'muslo', 'grasa']);
  });

  it('writes a figure in es-AR with its unit held to it', () => {
    expect(formatMeasurement({ unit: 'kg' }, 72.5)).toBe('72,5\u00a0kg');
    expect(formatMeasurement({ unit: 'cm' }, 80)).toBe('80\u00a0cm');
    expect(formatMeasurement({ unit: '%' }, 22.04)).toBe('22\u00a0%');
  });

  it('writes a day as dd/mm/aaaa', () => {
    expect(fullDate('2026-03-05')).toBe('05/03/2026');
  });
});
