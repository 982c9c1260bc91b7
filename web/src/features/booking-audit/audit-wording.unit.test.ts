import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from './api/types';
import { classesOn, dayHeading, dayInSentence, everyWeekday, hasStarted, isFecha, listDate, shiftDate } from './audit-dates';
import { actorOf, doneByLine, formatWhen, formatWhenShort, kindLabel, newestFirst, placesTakenLabel, reasonLabel } from './audit-wording';

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  at: '2026-11-24T12:15:00.000Z',
  kind: 'booked',
  bookingId: 1,
  horario_id: 4,
  fecha: '2026-11-26',
  hora: '18:30',
  userId: 'user_ana',
  userName: 'Ana Gómez',
  actorId: 'user_ana',
  actorName: 'Ana Gómez',
  reason: null,
  ...over,
});

describe('booking audit wording', () => {
  it('names what happened: Reservó / Canceló', () => {
    expect(kindLabel('booked')).toBe('Reservó');
    expect(kindLabel('cancelled')).toBe('Canceló');
  });

  it('says why a booking was cancelled, in Spanish', () => {
    expect(reasonLabel('member')).toBe('por el socio');
    expect(reasonLabel('admin')).toBe('por la administración');
    expect(reasonLabel('slot-removed')).toBe('clase eliminada');
    expect(reasonLabel('slot-changed')).toBe('clase cambiada de horario');
    expect(reasonLabel(null)).toBeNull();
    expect(reasonLabel('something-new')).toBeNull();
  });

  it('says who did it: the member, an admin by name, or Sistema', () => {
    expect(actorOf(entry({}))).toEqual({ kind: 'member', name: 'Ana Gómez' });
    expect(actorOf(entry({ actorId: 'user_leo', actorName: 'Leo Díaz' }))).toEqual({ kind: 'staff', name: 'Leo Díaz' });
    expect(actorOf(entry({ actorId: null, actorName: 'Sistema' }))).toEqual({ kind: 'system', name: 'Sistema' });
  });

  it('joins who and why into one line', () => {
    expect(doneByLine(entry({}))).toBe('Hecho por Ana Gómez');
    expect(doneByLine(entry({ kind: 'cancelled', reason: 'member' }))).toBe('Hecho por Ana Gómez · por el socio');
    expect(doneByLine(entry({ kind: 'cancelled', reason: 'admin', actorId: 'user_leo', actorName: 'Leo Díaz' }))).toBe('Hecho por Leo Díaz · por la administración');
    expect(doneByLine(entry({ kind: 'cancelled', reason: 'slot-removed', actorId: null, actorName: 'Sistema' }))).toBe('Hecho por Sistema · clase eliminada');
  });

  it('shows instants in es-AR on the studio clock, 24-hour', () => {
    expect(formatWhen('2026-11-24T12:15:00.000Z')).toBe('24/11/2026, 09:15');
    expect(formatWhen('2026-11-25T01:05:00.000Z')).toBe('24/11/2026, 22:05');
    expect(formatWhenShort('2026-11-25T01:05:00.000Z')).toBe('24/11, 22:05');
  });

  it('writes every day and month with two digits, on the studio calendar whatever the UTC date', () => {
    // The 1st and the 9th: the short form once printed "1/12" beside "01/12/2026".
    expect(formatWhenShort('2026-12-01T18:42:00.000Z')).toBe('01/12, 15:42');
    expect(formatWhen('2026-12-01T18:42:00.000Z')).toBe('01/12/2026, 15:42');
    expect(formatWhenShort('2027-02-09T12:07:00.000Z')).toBe('09/02, 09:07');
    // 23:30 on the 31st in Buenos Aires is already 02:30 of the 1st (and of the next year) in UTC.
    expect(formatWhenShort('2027-01-01T02:30:00.000Z')).toBe('31/12, 23:30');
    expect(formatWhen('2027-01-01T02:30:00.000Z')).toBe('31/12/2026, 23:30');
    // Midnight is 00, not 24.
    expect(formatWhenShort('2027-01-31T03:00:00.000Z')).toBe('31/01, 00:00');
  });

  it('lists newest first without touching the server order', () => {
    const log = [entry({ bookingId: 1 }), entry({ bookingId: 2 })];
    expect(newestFirst(log).map((e) => e.bookingId)).toEqual([2, 1]);
    expect(log.map((e) => e.bookingId)).toEqual([1, 2]);
  });

  it('counts places taken', () => {
    expect(placesTakenLabel(3, 10)).toBe('3 de 10 lugares ocupados');
    expect(placesTakenLabel(0, 1)).toBe('0 de 1 lugar ocupado');
  });
});

describe('booking audit dates', () => {
  it('walks the calendar across months and years', () => {
    expect(shiftDate('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDate('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('accepts only real dates', () => {
    expect(isFecha('2026-11-24')).toBe(true);
    expect(isFecha('2026-02-30')).toBe(false);
    expect(isFecha('24/11/2026')).toBe(false);
    expect(isFecha('')).toBe(false);
    expect(isFecha(null)).toBe(false);
  });

  it('spells dates as the whole app does: the day of the screen with its weekday, a date in a list as day and month', () => {
    expect(dayHeading('2026-11-25')).toBe('Miércoles 25 de noviembre');
    expect(dayInSentence('2026-12-03')).toBe('jueves 3 de diciembre');
    expect(listDate('2026-11-29')).toBe('29/11');
    expect(everyWeekday('2026-11-29')).toBe('los domingos');
    expect(everyWeekday('2026-11-25')).toBe('los miércoles');
  });

  it('knows when a class has started', () => {
    const now = new Date(2026, 10, 24, 10, 0);
    expect(hasStarted('2026-11-23', '23:00', now)).toBe(true);
    expect(hasStarted('2026-11-24', '10:00', now)).toBe(true);
    expect(hasStarted('2026-11-24', '10:01', now)).toBe(false);
    expect(hasStarted('2026-11-25', '07:00', now)).toBe(false);
  });

  it("picks a date's classes by weekday (number or name, any accents), by time", () => {
    const slots = [
      { id: 1, dia_semana: 'Miércoles', hora: '18:00' },
      { id: 2, dia_semana: 'miercoles', hora: '07:30' },
      { id: 3, dia_semana: 'Jueves', hora: '08:00' },
      { id: 4, dia_semana: '', weekday: 3, hora: '12:00' },
      { id: 5, dia_semana: 'Miércoles', weekday: 4, hora: '09:00' },
    ];
    expect(classesOn(slots, '2026-11-25').map((s) => s.id)).toEqual([2, 4, 1]);
  });
});
