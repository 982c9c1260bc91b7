import { describe, expect, it } from 'vitest';
import { classesOn, classLabel, upcomingClassDates } from './occurrence-dates';

// Monday 16 November 2026, 12:00 (720 minutes).
const today = '2026-11-16';
const noon = 12 * 60;

describe('the dates a class can be cancelled or moved on', () => {
  it('lists the next dates on the slot’s weekday, a week apart', () => {
    expect(upcomingClassDates({ dia_semana: 'Martes', hora: '23:30', fecha: null }, today, noon, 3)).toEqual(['2026-11-17', '2026-11-24', '2026-12-01']);
    expect(upcomingClassDates({ dia_semana: 'Domingo', hora: '10:00' }, today, noon, 2)).toEqual(['2026-11-22', '2026-11-29']);
  });

  it('offers today only while the class has not started', () => {
    expect(upcomingClassDates({ dia_semana: 'Lunes', hora: '18:00' }, today, noon, 2)).toEqual(['2026-11-16', '2026-11-23']);
    expect(upcomingClassDates({ dia_semana: 'Lunes', hora: '12:00' }, today, noon, 2)).toEqual(['2026-11-23', '2026-11-30']);
  });

  it('a one-off class has its own date, none once it started', () => {
    expect(upcomingClassDates({ dia_semana: 'Martes', hora: '16:30', fecha: '2026-12-01' }, today, noon, 8)).toEqual(['2026-12-01']);
    expect(upcomingClassDates({ dia_semana: 'Lunes', hora: '09:00', fecha: today }, today, noon, 8)).toEqual([]);
  });

  it('crosses months and years', () => {
    expect(upcomingClassDates({ dia_semana: 'Jueves', hora: '08:00' }, '2026-12-30', noon, 2)).toEqual(['2026-12-31', '2027-01-07']);
  });

  it('labels weekly and one-off classes', () => {
    expect(classLabel({ dia_semana: 'Martes', hora: '23:30', disciplina: 'Yoga', fecha: null })).toBe('Martes 23:30 · Yoga');
    expect(classLabel({ dia_semana: 'Martes', hora: '16:30', disciplina: 'Funcional', fecha: '2026-12-01' })).toBe('01/12 16:30 · Funcional · clase única');
  });

  it('finds the classes of a date: its weekday’s slots and its own one-off classes', () => {
    const horarios = [
      { id: 1, dia_semana: 'Martes', hora: '08:00', fecha: null },
      { id: 2, dia_semana: 'Miércoles', hora: '08:00', fecha: null },
      { id: 3, dia_semana: 'Martes', hora: '16:30', fecha: '2026-12-01' },
      { id: 4, dia_semana: 'Martes', hora: '16:30', fecha: '2026-11-24' },
    ];
    expect(classesOn(horarios, '2026-12-01').map((h) => h.id)).toEqual([1, 3]);
  });
});
