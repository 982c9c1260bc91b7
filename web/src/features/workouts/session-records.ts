import type { PersonalRecord } from './api/log-set';
import { formatKg } from './set-entry';
import { recordText } from './workout-wording';

/** A record the server reported for one set of the session being logged. */
export type SessionRecord = PersonalRecord & { serieId: number };

/** One kind of record on one exercise: reps records are per weight, so a weight is its own record. */
const slot = (r: PersonalRecord) => `${r.ejercicio.trim().toLowerCase()}|${r.tipo}|${r.tipo === 'repeticiones' ? r.peso : ''}`;

/**
 * The session's records after a set's answer: the set's records replace the ones of the same kind on that exercise
 * (the server only reports a set that is the session's best so far), and a set logged again drops what it held
 * before (a correction may beat nothing).
 */
export function mergeRecords(current: readonly SessionRecord[], serieId: number, records: readonly PersonalRecord[]): SessionRecord[] {
  const replaced = new Set(records.map(slot));
  const kept = current.filter((r) => r.serieId !== serieId && !replaced.has(slot(r)));
  return [...kept, ...records.map((r) => ({ ...r, serieId }))];
}

/** The records of one exercise in the session, in the order they fell. */
export type ExerciseRecords = { ejercicio: string; records: PersonalRecord[] };

/** The session's records per exercise, the one last beaten last: each exercise counts once. */
export function recordsByExercise(records: readonly PersonalRecord[]): ExerciseRecords[] {
  const byExercise = new Map<string, ExerciseRecords>();
  for (const r of records) {
    const key = r.ejercicio.trim().toLowerCase();
    const entry = byExercise.get(key) ?? { ejercicio: r.ejercicio, records: [] };
    byExercise.delete(key);
    byExercise.set(key, { ...entry, records: [...entry.records, r] });
  }
  return [...byExercise.values()];
}

// The headline of an exercise's records: a heavier weight says the most, then a better 1RM, then reps at a weight.
const weight = { peso_maximo: 0, e1rm: 1, repeticiones: 2 } as const;

const alsoText = (r: PersonalRecord) =>
  r.tipo === 'e1rm' ? `1RM estimado ${formatKg(Math.round(r.valor * 10) / 10)}` : r.tipo === 'peso_maximo' ? `peso máximo ${formatKg(r.valor)}` : `${r.valor} repeticiones con ${formatKg(r.peso)}`;

/** One line per exercise: "Sentadilla: nuevo peso máximo, 32,5 kg (antes 22,5 kg) y 1RM estimado 41,2 kg". */
export function exerciseRecordText({ records }: ExerciseRecords): string {
  const [head, ...rest] = records.toSorted((a, b) => weight[a.tipo] - weight[b.tipo]);
  if (!head) return '';
  return rest.length === 0 ? recordText(head) : `${recordText(head)} y ${rest.map(alsoText).join(' y ')}`;
}
