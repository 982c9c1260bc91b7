import { dayMonth } from '../../lib/calendar-date';
import { atLabel } from './booking-dates';

/** A booking's cancellation terms, as getReservasByIdUsr gives them (server: booking-policy.ts cancelNotice). */
export type CancelTerms = {
  /** 'YYYY-MM-DD HH:MM', studio time; null: free until the class starts. */
  gratis_hasta: string | null;
  devuelve_credito: boolean;
  /** Late cancellations still free this month when this one is late and forgiven. */
  tardias_sin_costo_restantes: number | null;
};

/** What cancelling does with make-ups (getReservasByIdUsr): a make-up class, or her turno fijo's class that leaves one. */
export type MakeupTerms = { es_recupero?: boolean; recupero_hasta?: string | null };

type Consequence = { text: string; tone: 'ok' | 'warning' };

/** A make-up class gives its right back while cancelling is free; a turno fijo's class leaves a right, not the credit. */
function makeupConsequence(terms: CancelTerms | null | undefined, makeup: MakeupTerms, now: Date): Consequence | null {
  if (makeup.es_recupero) {
    if (terms && !terms.devuelve_credito) {
      const deadline = terms.gratis_hasta ? ` Se podía cancelar sin perderlo hasta ${atLabel(terms.gratis_hasta, now)}.` : '';
      return { text: `Es un recupero: si cancelas ahora, lo pierdes.${deadline}`, tone: 'warning' };
    }
    const until = terms?.gratis_hasta ? ` Puedes cancelar sin perderlo hasta ${atLabel(terms.gratis_hasta, now)}.` : '';
    return { text: `Es un recupero: si cancelas ahora, lo recuperas.${until}`, tone: 'ok' };
  }
  if (makeup.recupero_hasta) {
    return { text: `Es tu turno fijo: al cancelar no se devuelve el crédito, te queda un recupero hasta el ${dayMonth(makeup.recupero_hasta)}.`, tone: 'ok' };
  }
  return null;
}

/**
 * What the cancel dialog tells the member before they confirm (the discipline's booking policy): the credit back, back as one of the
 * month's free late cancellations, or lost; with make-ups, what happens to the right. Without terms (an older server) it says what docs/product.md §4 says.
 */
export function cancelConsequence(terms: CancelTerms | null | undefined, now: Date, makeup: MakeupTerms = {}): Consequence {
  const withMakeup = makeupConsequence(terms, makeup, now);
  if (withMakeup) return withMakeup;
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
