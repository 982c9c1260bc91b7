import { describe, expect, it } from 'vitest';
import { agendaDays } from './agenda-days';
import type { AgendaOccurrence } from './api/get-agenda';
import { alsoBookedLabel, atLabel, cuposLabel, dayLabel, dayParts, isLaterThanNow, localDate, localStamp, upcomingBookings } from './booking-dates';

// Tuesday 24 November 2026, 18:30 local time.
const now = new Date(2026, 10, 24, 18, 30);

const turno = (id: number, fecha: string, hora: string) => ({ id, fecha, hora, disciplina: 'Funcional' });

describe('upcoming filter (docs/product.md §4)', () => {
  it('keeps later dates and today\'s classes later than now, sorted by date then time', () => {
    const list = [
      turno(1, '2026-11-25', '09:00'),
      turno(2, '2026-11-24', '18:30'), // starts right now: not upcoming
      turno(3, '2026-11-24', '20:00'),
      turno(4, '2026-11-23', '22:00'), // yesterday
      turno(5, '2026-11-24', '18:31'),
      turno(6, '2026-11-25', '07:00'),
      turno(7, '2026-12-01', '08:00'),
      turno(8, '2026-11-24', '09:00'), // earlier today
    ];
    expect(upcomingBookings(list, now).map((b) => b.id)).toEqual([5, 3, 6, 1, 7]);
  });

  it('compares times in minutes, not as text ("9:05" vs "18:00")', () => {
    const morning = new Date(2026, 10, 24, 8, 0);
    expect(upcomingBookings([turno(1, '2026-11-24', '18:00'), turno(2, '2026-11-24', '9:05')], morning).map((b) => b.id)).toEqual([2, 1]);
    expect(isLaterThanNow('2026-11-24', '7:59', morning)).toBe(false);
  });

  it('does not change the list it was given', () => {
    const list = [turno(2, '2026-11-26', '10:00'), turno(1, '2026-11-25', '10:00')];
    upcomingBookings(list, now);
    expect(list.map((b) => b.id)).toEqual([2, 1]);
  });
});

describe('day labels', () => {
  it('says Hoy for today and weekday, day and month in Spanish otherwise', () => {
    expect(dayLabel('2026-11-24', now)).toBe('Hoy');
    expect(dayLabel('2026-11-25', now)).toBe('Miércoles 25 de noviembre');
    expect(dayLabel('2026-12-06', now)).toBe('Domingo 6 de diciembre');
    expect(dayLabel('2027-01-01', now)).toBe('Viernes 1 de enero');
  });

  it('splits a day card heading into Hoy or the weekday, and the date', () => {
    expect(dayParts('2026-11-24', now)).toEqual({ title: 'Hoy', date: '24 de noviembre' });
    expect(dayParts('2026-11-25', now)).toEqual({ title: 'Miércoles', date: '25 de noviembre' });
  });

  it('uses the local calendar date of now', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('says "1 cupo" and "N cupos"', () => {
    expect(cuposLabel(1)).toBe('1 cupo');
    expect(cuposLabel(4)).toBe('4 cupos');
  });
});

const slot = (horario_id: number, fecha: string, hora: string, cupo_disponible: number, reserva_id: number | null = null): AgendaOccurrence => ({
  horario_id,
  fecha,
  dia_semana: 'Martes',
  hora,
  disciplina_id: 1,
  disciplina: 'Funcional',
  cupo_maximo: 10,
  cupo_disponible,
  reserva_id,
});

describe('agenda days (docs/product.md §5)', () => {
  it('lists every class by day, full ones too (they show Completo and their waitlist), with the member\'s place in line', () => {
    const days = agendaDays(
      [
        slot(2, '2026-11-25', '19:00', 0, 77), // full, but the member's own booking
        slot(1, '2026-11-25', '08:00', 5),
        slot(3, '2026-11-25', '20:00', 0), // full: listed, the member waits for it
        slot(4, '2026-11-26', '08:00', 0), // full
        slot(5, '2026-11-24', '20:00', 1),
      ],
      now,
      [{ id: 9, fecha: '2026-11-25', horario_id: 3, clerk_user_id: 'u', hora: '20:00', disciplina: 'Funcional', estado: 'en_espera', posicion: 2, lugar_ofrecido: false }],
    );
    expect(days.map((d) => [d.fecha, d.slots.map((s) => [s.horario_id, s.espera?.posicion ?? null])])).toEqual([
      ['2026-11-24', [[5, null]]],
      ['2026-11-25', [[1, null], [2, null], [3, 2]]],
      ['2026-11-26', [[4, null]]],
    ]);
  });

  it('drops today\'s classes that are no longer later than now (a screen left open)', () => {
    const days = agendaDays([slot(1, '2026-11-24', '18:00', 4), slot(2, '2026-11-24', '18:30', 4)], now);
    expect(days).toEqual([]);
  });
});

describe('what setting a turno fijo booked besides the class on screen', () => {
  it('names the other weeks as weekday and day/month, es-AR, joined with "y"', () => {
    expect(alsoBookedLabel(['2026-11-24', '2026-12-01', '2026-12-08'], '2026-11-24')).toBe('También reservamos: martes 01/12 y martes 08/12');
    expect(alsoBookedLabel(['2026-12-01', '2026-12-08', '2026-12-15'], '2026-11-24')).toBe('También reservamos: martes 01/12, martes 08/12 y martes 15/12');
    expect(alsoBookedLabel(['2026-11-28', '2027-01-02'], '2026-11-21')).toBe('También reservamos: sábado 28/11 y sábado 02/01');
    expect(alsoBookedLabel(['2026-11-25'], '2026-11-18')).toBe('También reservamos: miércoles 25/11');
  });

  it('says nothing when it booked no other week', () => {
    expect(alsoBookedLabel([], '2026-11-24')).toBeNull();
    expect(alsoBookedLabel(['2026-11-24'], '2026-11-24')).toBeNull();
  });
});

describe('a rule\'s instant', () => {
  it('stamps now as the server writes its instants, to the minute', () => {
    expect(localStamp(new Date(2026, 10, 24, 8, 5, 59))).toBe('2026-11-24 08:05');
  });

  it('reads hoy for today, else the weekday and date, with the time', () => {
    expect(atLabel('2026-11-24 20:00', now)).toBe('hoy a las 20:00');
    expect(atLabel('2026-12-03 08:00', now)).toBe('el jueves 03/12 a las 08:00');
  });
});
