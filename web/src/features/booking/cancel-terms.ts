import { atLabel } from './booking-dates';

/** A booking's cancellation terms, as getReservasByIdUsr gives them (server: booking-policy.ts cancelNotice). */
export type CancelTerms = {
  /** 'YYYY-MM-DD HH:MM', studio time; null: free until the class starts. */
  gratis_hasta: string | null;
  devuelve_credito: boolean;
  /** Late cancellations still free this month when this one is late and forgiven. */
  tardias_sin_costo_restantes: number | null;
};

/**
 * What the cancel dialog tells the member before they confirm (the discipline's booking policy): the credit back, back as one of the
 * month's free late cancellations, or lost. Without terms (an older server) it says what docs/product.md §4 says.
 */
export function cancelConsequence(terms: CancelTerms | null | undefined, now: Date): { text: string; tone: 'ok' | 'warning' } {
  if (!terms) return { text: 'Se devuelve el crédito a tu paquete.', tone: 'ok' };
  if (!terms.devuelve_credito) {
    const deadline = terms.gratis_hasta ? ` La cancelación sin costo era hasta ${atLabel(terms.gratis_hasta, now)}.` : '';
    return { text: `Cancelar ahora no devuelve el crédito.${deadline}`, tone: 'warning' };
  }
  if (terms.tardias_sin_costo_restantes !== null) {
    const n = terms.tardias_sin_costo_restantes;
    const left = n === 1 ? 'Te queda 1 cancelación tardía sin costo este mes' : `Te quedan ${n} cancelaciones tardías sin costo este mes`;
    return { text: `Se devuelve el crédito, pero es una cancelación tardía. ${left}.`, tone: 'warning' };
  }
  const until = terms.gratis_hasta ? ` Puedes cancelar sin costo hasta ${atLabel(terms.gratis_hasta, now)}.` : '';
  return { text: `Se devuelve el crédito a tu paquete.${until}`, tone: 'ok' };
}
