import { describe, expect, it } from 'vitest';
import { cancelConsequence } from './cancel-terms';

describe('cancelConsequence', () => {
  // Monday 16 November 2026, 12:00 local (the studio's) time.
  const MONDAY = new Date(2026, 10, 16, 12, 0);
  it('warns that a late cancellation past the month\'s allowance keeps the credit', () => {
    expect(cancelConsequence({ gratis_hasta: '2026-11-17 18:00', devuelve_credito: false, tardias_sin_costo_restantes: null }, MONDAY)).toEqual({
      text: 'Cancelar ahora no devuelve el crédito. La cancelación sin costo era hasta el martes 17/11 a las 18:00.',
      tone: 'warning',
    });
  });

  it('says how many free late cancellations are left when this one is forgiven', () => {
    expect(cancelConsequence({ gratis_hasta: '2026-11-17 18:00', devuelve_credito: true, tardias_sin_costo_restantes: 2 }, MONDAY).text).toBe(
      'Se devuelve el crédito, pero es una cancelación tardía. Te quedan 2 cancelaciones tardías sin costo este mes.',
    );
    expect(cancelConsequence({ gratis_hasta: '2026-11-17 18:00', devuelve_credito: true, tardias_sin_costo_restantes: 0 }, MONDAY).text).toContain('Te quedan 0 cancelaciones');
  });

  it('gives the credit back while cancelling is free, with the deadline when there is one', () => {
    expect(cancelConsequence({ gratis_hasta: '2026-11-17 18:00', devuelve_credito: true, tardias_sin_costo_restantes: null }, MONDAY)).toEqual({
      text: 'Se devuelve el crédito a tu paquete. Puedes cancelar sin costo hasta el martes 17/11 a las 18:00.',
      tone: 'ok',
    });
    expect(cancelConsequence({ gratis_hasta: null, devuelve_credito: true, tardias_sin_costo_restantes: null }, MONDAY).text).toBe('Se devuelve el crédito a tu paquete.');
    expect(cancelConsequence(undefined, MONDAY).text).toBe('Se devuelve el crédito a tu paquete.');
    expect(cancelConsequence({ gratis_hasta: '2026-11-16 18:00', devuelve_credito: true, tardias_sin_costo_restantes: null }, MONDAY).text).toContain('hasta hoy a las 18:00');
  });
});
