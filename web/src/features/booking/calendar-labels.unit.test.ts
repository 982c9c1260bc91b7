import { describe, expect, it } from 'vitest';
import { cancelledLabel, classDetails, closedDayMotivo } from './calendar-labels';

describe('calendar labels', () => {
  it('says why a class is off, and where a moved class went', () => {
    expect(cancelledLabel({ motivo: 'Feriado', causa: 'dia_cerrado', movida_a: null })).toBe('Cancelada: Feriado');
    expect(cancelledLabel({ motivo: 'Sala ocupada', causa: 'clase_movida', movida_a: { horario_id: 9, fecha: '2026-11-26', hora: '19:00' } })).toBe('Se movió al 26/11 19:00: Sala ocupada');
  });
  it('names a closed day only when every class of it is off for the closure', () => {
    const closed = { cancelada: { motivo: 'Feriado', causa: 'dia_cerrado' as const, movida_a: null } };
    expect(closedDayMotivo([closed, closed])).toBe('Feriado');
    expect(closedDayMotivo([closed, { cancelada: null }])).toBeNull();
    expect(closedDayMotivo([])).toBeNull();
  });
  it('shows the length and the instructor when known', () => {
    expect(classDetails({ duracion_minutos: 60, profesor: 'Carla Dueña' })).toBe('60 min · Carla Dueña');
    expect(classDetails({ duracion_minutos: 45, profesor: null })).toBe('45 min');
    expect(classDetails({})).toBe('');
  });
});
