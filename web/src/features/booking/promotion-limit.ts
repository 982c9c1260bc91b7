/**
 * How late a member still wants to be booked automatically from a waitlist (README "Waitlist": her own limit).
 * The values are the contract's `promover_hasta_minutos` (minutes before class); null is the studio's own cutoff,
 * the default. The server never books later than the studio's cutoff, whatever she picks.
 */
export type PromotionLimit = 180 | 360 | 720 | 1440 | null;

export const PROMOTION_LIMIT_LABEL = 'Resérvame automáticamente hasta';

export const PROMOTION_LIMIT_OPTIONS: ReadonlyArray<{ value: PromotionLimit; label: string }> = [
  { value: null, label: 'lo que permita el estudio' },
  { value: 180, label: '3 horas antes de la clase' },
  { value: 360, label: '6 horas antes de la clase' },
  { value: 720, label: '12 horas antes de la clase' },
  { value: 1440, label: '24 horas antes de la clase' },
];

/** A <select>'s value ('' for the studio's cutoff) and back. */
export const limitToOption = (limit: number | null | undefined): string => (limit == null ? '' : String(limit));
export const optionToLimit = (value: string): PromotionLimit => (value === '' ? null : (Number(value) as PromotionLimit));
