import type { AgendaOccurrence } from './api/get-agenda';
import { atLabel, localStamp } from './booking-dates';
import { countOf } from '../../lib/plural';

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

type ClassRules = NonNullable<AgendaOccurrence['reglas']>;

/** What a late cancel would cost: one of the month's free late cancellations left, or the credit. */
function lateCost(left: number): string {
  if (left === 0) return 'pierdes el crédito';
  if (left === 1) return 'usas tu última cancelación tardía sin costo del mes';
  return `usas una de tus ${countOf(left, 'cancelación tardía', 'cancelaciones tardías')} sin costo de este mes`;
}

/**
 * What the booking dialog says about cancelling before the member books (the discipline's policy, on the instants
 * the cancel decision uses: free until `cancelacion_gratis_hasta` inclusive): until when it is free and what a later
 * cancel costs, or, once that time has passed, that cancelling now costs it. Null without rules (an older server).
 */
export function bookingCancelNotice(rules: ClassRules | null | undefined, now: Date): { text: string; tone: 'ok' | 'warning' } | null {
  if (!rules) return null;
  const until = rules.cancelacion_gratis_hasta;
  if (until === null) return { text: 'Puedes cancelar sin costo hasta que empiece la clase.', tone: 'ok' };
  const cost = lateCost(rules.tardias_sin_costo_restantes);
  if (localStamp(now) > until) {
    return { text: `Ya pasó el plazo para cancelar sin costo (era hasta ${atLabel(until, now)}): si cancelas, ${cost}.`, tone: 'warning' };
  }
  return { text: `Puedes cancelar sin costo hasta ${atLabel(until, now)}. Si cancelas después, ${cost}.`, tone: 'ok' };
}
