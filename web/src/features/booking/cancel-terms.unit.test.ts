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

  it('says first that her turno fijo leaves a make-up, not the credit, and never that the credit comes back', () => {
    const free = { gratis_hasta: '2026-11-17 18:00', devuelve_credito: true, tardias_sin_costo_restantes: null };
    const text = cancelConsequence(free, MONDAY, { recupero_hasta: '2026-11-29' });
    expect(text).toEqual({ text: 'Es tu turno fijo: al cancelar no se devuelve el crédito, te queda un recupero hasta el 29/11.', tone: 'ok' });
    expect(text.text).not.toContain('devuelve el crédito a');
  });

  it('a make-up class gives its right back while cancelling is free, and is used once it is late', () => {
    const free = { gratis_hasta: '2026-11-17 18:00', devuelve_credito: true, tardias_sin_costo_restantes: null };
    expect(cancelConsequence(free, MONDAY, { es_recupero: true })).toEqual({
      text: 'Es un recupero: si cancelas ahora, lo recuperas. Puedes cancelar sin perderlo hasta el martes 17/11 a las 18:00.',
      tone: 'ok',
    });
    const late = { gratis_hasta: '2026-11-16 10:00', devuelve_credito: false, tardias_sin_costo_restantes: null };
    const used = cancelConsequence(late, MONDAY, { es_recupero: true });
    expect(used).toEqual({ text: 'Es un recupero: si cancelas ahora, lo pierdes. Se podía cancelar sin perderlo hasta hoy a las 10:00.', tone: 'warning' });
    expect(used.text).not.toContain('crédito');
  });
});
