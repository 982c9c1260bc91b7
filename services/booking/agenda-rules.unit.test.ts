import { describe, expect, it } from 'vitest';
import type { BookingPolicy } from '../../events/catalog/catalog.events';
import { agendaRules } from './agenda-rules';
import { bookingWindowRefusal, cancellationTerms, STUDIO_DEFAULT_POLICY } from './booking-policy';

// Monday 2026-11-16, 12:00 in the studio.
const now = { date: '2026-11-16', minutes: 12 * 60 };
const policy = (over: Partial<BookingPolicy> = {}): BookingPolicy => ({ ...STUDIO_DEFAULT_POLICY, ...over });
const wednesday = { fecha: '2026-11-18', hora: '18:00' };
const stamp = (n: { date: string; minutes: number }) => `${n.date} ${String(Math.floor(n.minutes / 60)).padStart(2, '0')}:${String(n.minutes % 60).padStart(2, '0')}`;

describe('the agenda\'s booking rules of a class', () => {
  it('has no instants of its own under the studio\'s default rules', () => {
    expect(agendaRules(STUDIO_DEFAULT_POLICY, wednesday, now, 0)).toEqual({ reservas_abren: null, reservas_cierran: null, cancelacion_gratis_hasta: null, tardias_sin_costo_restantes: 0 });
  });

  it('opens booking at the first minute of the day the decider opens it, and closes it M minutes before the class', () => {
    const rules = agendaRules(policy({ opensDaysAhead: 1, closesMinutesBefore: 90 }), wednesday, now, 0);
    expect(rules).toMatchObject({ reservas_abren: '2026-11-17 00:00', reservas_cierran: '2026-11-18 16:30' });
  });

  it('names the same instants the decider refuses and accepts on either side of', () => {
    const p = policy({ opensDaysAhead: 2, closesMinutesBefore: 30, freeCancelHoursBefore: 6 });
    const rules = agendaRules(p, wednesday, now, 0);
    const before = { date: '2026-11-15', minutes: 23 * 60 + 59 };
    const opening = { date: '2026-11-16', minutes: 0 };
    expect(stamp(before) < rules.reservas_abren! && bookingWindowRefusal(p, wednesday.fecha, wednesday.hora, before)?.code).toBe('BOOKING_NOT_OPEN_YET');
    expect(stamp(opening) >= rules.reservas_abren! && bookingWindowRefusal(p, wednesday.fecha, wednesday.hora, opening)).toBe(undefined);
    const lastMinute = { date: '2026-11-18', minutes: 17 * 60 + 30 };
    const tooLate = { date: '2026-11-18', minutes: 17 * 60 + 31 };
    expect(stamp(lastMinute)).toBe(rules.reservas_cierran);
    expect(bookingWindowRefusal(p, wednesday.fecha, wednesday.hora, lastMinute)).toBe(undefined);
    expect(bookingWindowRefusal(p, wednesday.fecha, wednesday.hora, tooLate)?.code).toBe('BOOKING_CLOSED');
    const freeLast = { date: '2026-11-18', minutes: 12 * 60 };
    const late = { date: '2026-11-18', minutes: 12 * 60 + 1 };
    expect(stamp(freeLast)).toBe(rules.cancelacion_gratis_hasta);
    expect(cancellationTerms(p, wednesday, 'member', freeLast, 0).kind).toBe('free');
    expect(cancellationTerms(p, wednesday, 'member', late, 0).kind).toBe('late-forfeit');
  });

  it('counts the viewer\'s free late cancellations left this month, never below none', () => {
    const p = policy({ freeCancelHoursBefore: 12, freeLateCancelsPerMonth: 2 });
    expect(agendaRules(p, wednesday, now, 0)).toMatchObject({ cancelacion_gratis_hasta: '2026-11-18 06:00', tardias_sin_costo_restantes: 2 });
    expect(agendaRules(p, wednesday, now, 1).tardias_sin_costo_restantes).toBe(1);
    expect(agendaRules(p, wednesday, now, 3).tardias_sin_costo_restantes).toBe(0);
  });

  it('gives a class whose late window starts next month that month\'s whole allowance', () => {
    const p = policy({ freeCancelHoursBefore: 12, freeLateCancelsPerMonth: 2 });
    const december = { fecha: '2026-12-02', hora: '18:00' };
    expect(agendaRules(p, december, { date: '2026-11-28', minutes: 600 }, 2).tardias_sin_costo_restantes).toBe(2);
    // Free until the previous evening, still in November: this month's count applies.
    expect(agendaRules(policy({ freeCancelHoursBefore: 24, freeLateCancelsPerMonth: 2 }), { fecha: '2026-12-01', hora: '08:00' }, { date: '2026-11-28', minutes: 600 }, 2).tardias_sin_costo_restantes).toBe(0);
  });
});
