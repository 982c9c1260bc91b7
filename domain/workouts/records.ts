/**
 * Personal records, pure: a member's bests for one exercise over the sets they marked done, and
 * which of them a new set beats. Weights in kg (two decimals), e1RM by Epley.
 */
export type RecordKind = 'peso_maximo' | 'e1rm' | 'repeticiones';

/** A set as records see it. `at` orders equal marks (the earliest holder keeps the record). */
export interface DoneSet {
  reps: number;
  weight: number;
  done: boolean;
  /** Studio day, YYYY-MM-DD. */
  date: string;
  sessionId: string;
  at: string;
}

export interface RecordBeaten {
  kind: RecordKind;
  /** kg for peso_maximo and e1rm, repetitions for repeticiones. */
  value: number;
  previous: number;
  weight: number;
  reps: number;
}

export interface Mark {
  set: DoneSet;
  value: number;
}

export interface Bests {
  heaviest: Mark | undefined;
  e1rm: Mark | undefined;
  /** Most reps at each weight, lightest first. */
  repsByWeight: Mark[];
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Kilograms as stored: two decimals. */
export const kilos = (n: number) => round(n, 2);

/**
 * Estimated one-rep max (Epley: weight × (1 + reps / 30)), one decimal. A single is its own weight; no load or no
 * reps has none.
 */
export function estimatedOneRepMax(weight: number, reps: number): number | null {
  if (weight <= 0 || reps <= 0) return null;
  return reps === 1 ? kilos(weight) : round(weight * (1 + reps / 30), 1);
}

/** Only completed sets with repetitions count toward records. */
const counts = (s: DoneSet) => s.done && s.reps > 0;

const better = (candidate: Mark, held: Mark | undefined) =>
  !held || candidate.value > held.value || (candidate.value === held.value && candidate.set.at < held.set.at);

/** The member's bests for one exercise, from every set they logged of it. */
export function bestsOf(sets: readonly DoneSet[]): Bests {
  let heaviest: Mark | undefined;
  let e1rm: Mark | undefined;
  const byWeight = new Map<number, Mark>();
  for (const set of sets.filter(counts)) {
    if (set.weight > 0) {
      const mark = { set, value: kilos(set.weight) };
      if (better(mark, heaviest)) heaviest = mark;
    }
    const estimate = estimatedOneRepMax(set.weight, set.reps);
    if (estimate !== null && better({ set, value: estimate }, e1rm)) e1rm = { set, value: estimate };
    const atWeight = { set, value: set.reps };
    const key = kilos(set.weight);
    if (better(atWeight, byWeight.get(key))) byWeight.set(key, atWeight);
  }
  const repsByWeight = [...byWeight.entries()].sort(([a], [b]) => a - b).map(([, mark]) => mark);
  return { heaviest, e1rm, repsByWeight };
}

/**
 * The records `set` beats against the member's other sets of that exercise. The first time an exercise (or a
 * weight, for repetitions) is logged sets the mark and beats nothing: there was no record to beat.
 */
export function recordsBeaten(others: readonly DoneSet[], set: Pick<DoneSet, 'reps' | 'weight' | 'done'>): RecordBeaten[] {
  if (!set.done || set.reps <= 0) return [];
  const before = bestsOf(others);
  const weight = kilos(set.weight);
  const beaten: RecordBeaten[] = [];
  const base = { weight, reps: set.reps };
  if (weight > 0 && before.heaviest && weight > before.heaviest.value) {
    beaten.push({ kind: 'peso_maximo', value: weight, previous: before.heaviest.value, ...base });
  }
  const estimate = estimatedOneRepMax(weight, set.reps);
  if (estimate !== null && before.e1rm && estimate > before.e1rm.value) {
    beaten.push({ kind: 'e1rm', value: estimate, previous: before.e1rm.value, ...base });
  }
  const atWeight = before.repsByWeight.find((m) => kilos(m.set.weight) === weight);
  if (atWeight && set.reps > atWeight.value) beaten.push({ kind: 'repeticiones', value: set.reps, previous: atWeight.value, ...base });
  return beaten;
}

/**
 * The records a set of a session beats, Hevy's way: against the member's bests BEFORE this session (so the first
 * session of an exercise beats nothing, and "antes" is the mark the member walked in with), and only when it is also
 * the session's best of that kind so far (a heavier second set is the session's one record of that kind, not a
 * second one against the set logged a minute before).
 */
export function sessionRecordsBeaten(
  before: readonly DoneSet[],
  earlierInSession: readonly Pick<DoneSet, 'reps' | 'weight' | 'done'>[],
  set: Pick<DoneSet, 'reps' | 'weight' | 'done'>,
): RecordBeaten[] {
  const againstHistory = recordsBeaten(before, set);
  if (againstHistory.length === 0 || earlierInSession.length === 0) return againstHistory;
  const inSession = earlierInSession.map((s, i): DoneSet => ({ ...s, date: '', sessionId: '', at: String(i) }));
  const stillBest = new Set(recordsBeaten([...before, ...inSession], set).map((r) => r.kind));
  return againstHistory.filter((r) => stillBest.has(r.kind));
}

/** Repetitions × kg of a completed set. */
export const volumeOf = (set: Pick<DoneSet, 'reps' | 'weight' | 'done'>) => (set.done ? kilos(set.reps * set.weight) : 0);
