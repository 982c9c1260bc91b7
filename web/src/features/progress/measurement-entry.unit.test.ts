import { describe, expect, it } from 'vitest';
import { readMeasurements } from './measurement-entry';

const TODAY = '2026-11-16';

describe("reading the measurements form", () => {
  it('sends only what she measured, as numbers, reading a decimal comma or point', () => {
    expect(readMeasurements(TODAY, { peso: ' 72,5 ', cintura: '80', cadera: '', grasa: '22.4' }, TODAY)).toEqual({
      body: { fecha: TODAY, peso: 72.5, cintura: 80, grasa: 22.4 },
    });
  });

  it('asks for at least one measurement when every field is empty', () => {
    expect(readMeasurements(TODAY, { peso: '  ' }, TODAY)).toEqual({ errors: { form: 'Escribe al menos una medida; las demás pueden quedar vacías.' } });
  });

  it('says which field is not a number and which is out of its range, with its unit', () => {
    const result = readMeasurements(TODAY, { peso: '72 kg', cintura: '5', grasa: '80' }, TODAY);
    expect(result).toEqual({
      errors: { peso: 'Escribe solo el número, por ejemplo 72,5.', cintura: 'La cintura va de 10 a 300 cm.', grasa: 'La grasa corporal va de 2 a 70 %.' },
    });
  });

  it('refuses a day after today or a date that is not one', () => {
    expect(readMeasurements('2026-11-17', { peso: '70' }, TODAY)).toEqual({ errors: { fecha: 'La fecha no puede ser posterior a hoy.' } });
    expect(readMeasurements('', { peso: '70' }, TODAY)).toEqual({ errors: { fecha: 'Elige el día en que te mediste.' } });
  });
});
