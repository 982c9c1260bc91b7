/**
 * What a coach prescribes on a set besides reps and kg: effort (RPE or RIR), tempo and a load as a percentage of
 * the member's training max. Every field is optional and absent in sets written before they existed, so old plans
 * read as they were. Pure: the plan decider parses with these limits, and the web shows them.
 */
export interface SetPrescription {
  rpe?: number;
  rir?: number;
  tempo?: string;
  percent?: number;
}

export const RPE_MIN = 1;
export const RPE_MAX = 10;
export const RIR_MAX = 10;
export const PERCENT_MIN = 1;
// Above 150 % of a training max is no longer a prescription but a typo.
export const PERCENT_MAX = 150;
/** Eccentric-pause-concentric-pause, each a digit of seconds or X (as fast as possible): "3-1-1-0", "2-0-X-0". */
export const TEMPO_PATTERN = /^[0-9X]-[0-9X]-[0-9X]-[0-9X]$/;

/** RPE 1 to 10 in halves (7,5 is a common call); RIR a whole number of reps left, 0 to 10. */
export const isRpe = (n: number) => n >= RPE_MIN && n <= RPE_MAX && Number.isInteger(n * 2);
export const isRir = (n: number) => n >= 0 && n <= RIR_MAX && Number.isInteger(n);

export const PRESCRIPTION_KEYS = ['rpe', 'rir', 'tempo', 'percent'] as const;

/** Only the fields present: a set without a prescription keeps the shape it always had. */
export function prescriptionOf(set: SetPrescription): SetPrescription {
  const out: SetPrescription = {};
  for (const key of PRESCRIPTION_KEYS) if (set[key] !== undefined && set[key] !== null) (out as Record<string, unknown>)[key] = set[key];
  return out;
}

export const samePrescription = (a: SetPrescription, b: SetPrescription): boolean => PRESCRIPTION_KEYS.every((k) => (a[k] ?? null) === (b[k] ?? null));

/** A set with its prescription replaced by `p` (fields `p` lacks are cleared). */
export function withPrescription<T extends SetPrescription>(set: T, p: SetPrescription): T {
  const base = { ...set };
  for (const key of PRESCRIPTION_KEYS) delete base[key];
  return { ...base, ...prescriptionOf(p) };
}
