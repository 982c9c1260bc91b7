import { describe, expect, it } from 'vitest';
import { validatePaqueteForm } from './package-form';

describe('package form', () => {
  it('accepts pesos with up to two decimals (comma or dot) and no discipline', () => {
    expect(validatePaqueteForm({ nombre: ' 8 clases ', cantidad_clases: '8', precio: '28000,50', disciplinas: [] })).toEqual({
      ok: true,
      input: { nombre: '8 clases', cantidad_clases: 8, precio: 28000.5, disciplinas: [] },
    });
  });

  it('keeps the chosen disciplines', () => {
    const chosen = validatePaqueteForm({ nombre: 'Yoga y Pilates', cantidad_clases: '8', precio: '30000', disciplinas: [2, 3] });
    expect(chosen).toEqual({ ok: true, input: { nombre: 'Yoga y Pilates', cantidad_clases: 8, precio: 30000, disciplinas: [2, 3] } });
  });

  it('refuses a blank name, zero classes and a price with three decimals', () => {
    expect(validatePaqueteForm({ nombre: ' ', cantidad_clases: '8', precio: '1', disciplinas: [] }).ok).toBe(false);
    expect(validatePaqueteForm({ nombre: 'X', cantidad_clases: '0', precio: '1', disciplinas: [] }).ok).toBe(false);
    expect(validatePaqueteForm({ nombre: 'X', cantidad_clases: '8', precio: '10.005', disciplinas: [] }).ok).toBe(false);
  });
});
