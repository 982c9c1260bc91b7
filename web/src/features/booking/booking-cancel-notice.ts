import type { AgendaOccurrence } from './api/get-agenda';
import { atLabel, localStamp } from './booking-dates';
import { countOf } from '../../lib/plural';

// The booking dialog's words on cancelling, apart from cancel-terms.ts (the cancel dialog's): they load with the dialog,
// not with the agenda's first paint.
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
