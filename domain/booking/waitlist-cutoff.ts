/**
 * How long before a class the waitlist stops promoting the first in line automatically. From then on a freed
 * place is offered to everyone waiting at once, and the first to book it gets it (TeamUp, bsport): a member
 * promoted twenty minutes before class would likely not see it in time.
 *
 * One function on purpose: the per-discipline booking policy will answer it from the class's discipline.
 */
export const DEFAULT_PROMOTION_CUTOFF_MINUTES = 120;

export function promotionCutoffMinutes(_class: { disciplinaId: number | null }): number {
  return DEFAULT_PROMOTION_CUTOFF_MINUTES;
}
