import { describe, expect, it } from 'vitest';
import { bookingCancelNotice } from './booking-cancel-notice';

describe('bookingCancelNotice', () => {
  // Tuesday 24 November 2026, 10:00 local (the studio's) time.
  const NOW = new Date(2026, 10, 24, 10, 0);
  const rules = (cancelacion_gratis_hasta: string | null, tardias_sin_costo_restantes = 0) => ({ reservas_abren: null, reservas_cierran: null, cancelacion_gratis_hasta, tardias_sin_costo_restantes });

  it('says until when cancelling is free, and that later the credit is lost', () => {
    expect(bookingCancelNotice(rules('2026-11-26 12:00'), NOW)).toEqual({
      text: 'Puedes cancelar sin costo hasta el jueves 26/11 a las 12:00. Si cancelas después, pierdes el crédito.',
      tone: 'ok',
    });
    expect(bookingCancelNotice(rules('2026-11-24 14:00'), NOW)?.text).toContain('hasta hoy a las 14:00');
  });

  it('counts the free late cancellations the member has left this month', () => {
    expect(bookingCancelNotice(rules('2026-11-26 12:00', 2), NOW)?.text).toBe(
      'Puedes cancelar sin costo hasta el jueves 26/11 a las 12:00. Si cancelas después, usas una de tus 2 cancelaciones tardías sin costo de este mes.',
    );
    expect(bookingCancelNotice(rules('2026-11-26 12:00', 1), NOW)?.text).toContain('usas tu última cancelación tardía sin costo del mes.');
  });

  it('warns before booking a class already past its free-cancel time, on the minute the cancel decision uses', () => {
    expect(bookingCancelNotice(rules('2026-11-24 10:00'), NOW)?.tone).toBe('ok');
    expect(bookingCancelNotice(rules('2026-11-24 09:59'), NOW)).toEqual({
      text: 'Ya pasó el plazo para cancelar sin costo (era hasta hoy a las 09:59): si cancelas, pierdes el crédito.',
      tone: 'warning',
    });
    expect(bookingCancelNotice(rules('2026-11-24 08:00', 1), NOW)?.text).toBe(
      'Ya pasó el plazo para cancelar sin costo (era hasta hoy a las 08:00): si cancelas, usas tu última cancelación tardía sin costo del mes.',
    );
  });

  it('says cancelling is free until the class starts without a limit, and nothing without rules', () => {
    expect(bookingCancelNotice(rules(null), NOW)?.text).toBe('Puedes cancelar sin costo hasta que empiece la clase.');
    expect(bookingCancelNotice(undefined, NOW)).toBeNull();
  });
});
