import { describe, expect, it } from 'vitest';
import { validateHorarioForm } from './horario-form';

const valid = { dia_semana: 'Lunes', hora: '18:00', disciplina_id: '3', cupo_maximo: '12' };

describe('schedule form validation', () => {
  it('turns a complete form into numbers for the API', () => {
    expect(validateHorarioForm(valid)).toEqual({ ok: true, input: { dia_semana: 'Lunes', hora: '18:00', disciplina_id: 3, cupo_maximo: 12 } });
  });

  it.each(['dia_semana', 'hora', 'disciplina_id', 'cupo_maximo'] as const)('requires %s', (field) => {
    expect(validateHorarioForm({ ...valid, [field]: '' })).toEqual({ ok: false, error: 'Todos los campos son obligatorios' });
  });

  it('refuses times that are not HH:MM and cupos below 1', () => {
    expect(validateHorarioForm({ ...valid, hora: '25:00' }).ok).toBe(false);
    expect(validateHorarioForm({ ...valid, hora: '7:00' }).ok).toBe(false);
    expect(validateHorarioForm({ ...valid, cupo_maximo: '0' }).ok).toBe(false);
    expect(validateHorarioForm({ ...valid, cupo_maximo: '2.5' }).ok).toBe(false);
  });
});
