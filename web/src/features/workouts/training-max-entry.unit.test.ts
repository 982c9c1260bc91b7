import { describe, expect, it } from 'vitest';
import { maxSource, readTrainingMax } from './training-max-entry';

describe('a training max as a coach types it', () => {
  it('takes an exercise and kg with a decimal comma or point, tidying the name', () => {
    expect(readTrainingMax('  Press   banca ', '102,5')).toEqual({ ejercicio: 'Press banca', kg: '102,5' });
    expect(readTrainingMax('Sentadilla', ' 120.25 ')).toEqual({ ejercicio: 'Sentadilla', kg: '120.25' });
  });

  it('says in Spanish what is missing or out of range, field by field', () => {
    expect(readTrainingMax(' ', '100')).toEqual({ field: 'ejercicio', error: 'Escribe el ejercicio.' });
    expect(readTrainingMax('Sentadilla', '')).toEqual({ field: 'kg', error: 'Escribe los kg del máximo, por ejemplo 102,5.' });
    expect(readTrainingMax('Sentadilla', 'cien')).toMatchObject({ field: 'kg' });
    expect(readTrainingMax('Sentadilla', '100,3')).toEqual({ field: 'kg', error: 'El máximo va de 0,25 a 1.000 kg, en pasos de 0,25.' });
    expect(readTrainingMax('Sentadilla', '1200')).toMatchObject({ field: 'kg' });
  });

  it('names where a max came from', () => {
    expect(maxSource('profesor')).toBe('Fijado por el profe');
    expect(maxSource('e1rm')).toBe('Confirmado de sus registros');
  });
});
