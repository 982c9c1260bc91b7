import type { AgendaOccurrence } from './api/get-agenda';
import type { Makeup } from './api/my-makeups';
import type { NotBookable } from './bookable';
import { fittingMakeup } from './makeup-wording';

/** What the booking flow is told when she taps a class: the right that can pay it, and whether a credit can. */
export type MakeupPayment = { makeup: Makeup | null; creditBookable: boolean };

// What a make-up right pays past: it is not a credit of her package (the server books it without one), but the
// class's booking window and its places still apply.
const PAID_BY_MAKEUP: readonly NotBookable[] = ['no-package', 'no-credits', 'not-included'];

const usableMakeup = (makeups: readonly Makeup[], o: AgendaOccurrence) => (o.cupo_disponible > 0 ? fittingMakeup(makeups, o) : null);

export function makeupPayment(makeups: readonly Makeup[], o: AgendaOccurrence, byCredit: NotBookable): MakeupPayment {
  return { makeup: usableMakeup(makeups, o), creditBookable: byCredit === null };
}

/** Why she cannot book the class, with her make-up rights counted: a class a right pays is bookable without a credit. */
export function notBookableWithMakeups(makeups: readonly Makeup[], o: AgendaOccurrence, byCredit: NotBookable): NotBookable {
  if (byCredit !== null && PAID_BY_MAKEUP.includes(byCredit) && usableMakeup(makeups, o)) return null;
  return byCredit;
}
