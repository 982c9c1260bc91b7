/**
 * What a member types for one set and what the plan asked for, as plain data: the session screen's inputs are
 * strings (a phone keyboard may give "42,5"), the server takes numbers.
 */

import { formatKilos, formatWeight } from '../../lib/format-weight';

/** A plan set's target: reps ("10", "8-10") or a time ("30s", "45 s", "1:30"). */
export type SetTarget = { kind: 'reps'; reps: number | null } | { kind: 'time'; seconds: number };

const TIME = /^\s*(\d+)\s*(s|seg|segundos?)\s*$/i;
const CLOCK = /^\s*(\d+):([0-5]\d)\s*$/;

/** Reads the plan's `repeticiones` text: the first whole number for reps ("8-10" → 8), seconds for a time. */
export function parseTarget(repeticiones: string): SetTarget {
  const time = TIME.exec(repeticiones);
  if (time) return { kind: 'time', seconds: Number(time[1]) };
  const clock = CLOCK.exec(repeticiones);
  if (clock) return { kind: 'time', seconds: Number(clock[1]) * 60 + Number(clock[2]) };
  const reps = /\d+/.exec(repeticiones);
  return { kind: 'reps', reps: reps ? Number(reps[0]) : null };
}

/** A weight the member typed, in kg: "42,5" or "42.5"; empty is bodyweight (0); null when it is not a weight. */
export function parseWeight(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** A whole count (reps or seconds) the member typed; null when it is not one. */
export function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  return Number(trimmed);
}

// The session shows kg as the plan does ("42,5 kg", "—" for bodyweight) and prefills its inputs the same way.
export { formatWeight as formatKg, weightInput } from '../../lib/format-weight';

/** Seconds as "45 s" or "1:30 min". */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} min`;
}

/** One set as logged: reps or seconds, and the weight. */
export type LoggedSet = { repeticiones: number | null; segundos?: number | null; peso: number };

/**
 * "3×10 @ 40 kg" when every set was alike, else each set ("10, 8, 6 @ 40–50 kg"); seconds for timed sets
 * ("3×30 s"). Bodyweight sets leave the weight out.
 */
export function summarizeSets(sets: readonly LoggedSet[]): string {
  if (sets.length === 0) return '';
  const amounts = sets.map((s) => (s.segundos != null && s.segundos > 0 ? formatSeconds(s.segundos) : String(s.repeticiones ?? 0)));
  const allSame = amounts.every((a) => a === amounts[0]);
  const work = allSame ? `${sets.length}×${amounts[0]}` : amounts.join(', ');
  const weights = sets.map((s) => s.peso).filter((p) => p > 0);
  if (weights.length === 0) return work;
  const low = Math.min(...weights);
  const high = Math.max(...weights);
  const load = low === high ? formatWeight(low) : `${formatKilos(low)}–${formatWeight(high)}`;
  return `${work} @ ${load}`;
}
