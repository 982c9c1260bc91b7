import type { SetTarget } from '../set-entry';
import { parseCount, parseWeight } from '../set-entry';

/** Where a set stands on the session screen. `queued`: kept on the phone, sent when the connection returns. */
export type SetStatus = 'open' | 'saving' | 'saved' | 'queued' | 'failed';

/** One set of the day as the session screen holds it: the plan's target, what the member typed, its status. */
export type SessionSet = {
  serieId: number;
  ejercicioId: number;
  ejercicio: string;
  bloqueId: number;
  /** The block's rest in seconds, started when the set is marked done. */
  descanso: number;
  numero: number;
  target: SetTarget;
  /** Typed text: reps or seconds (by target), and kg ("" = bodyweight). */
  cantidad: string;
  peso: string;
  /** The effort she felt, as typed, on the scale her coach prescribed (RPE or RIR); absent when she prescribed none. */
  esfuerzo?: { scale: 'rpe' | 'rir'; value: string };
  status: SetStatus;
  /** Why the last save failed or what is wrong with the input (Spanish, shown under the set). */
  error: string | null;
  /** The spawned save whose answer counts: an older one finishing late is ignored. */
  attempt: number;
};

/** What the server (or the offline queue) takes for one set. */
export type SetLog = { serieId: number; repeticiones: number | null; segundos: number | null; peso: number; rpe?: number | null; rir?: number | null };

/** The typed text as a set log, or the Spanish reason it is not one. */
export function readSet(set: SessionSet): SetLog | { error: string } {
  const amount = parseCount(set.cantidad);
  if (amount === null) return { error: set.target.kind === 'time' ? 'Escribe los segundos que hiciste.' : 'Escribe cuántas repeticiones hiciste.' };
  const peso = parseWeight(set.peso);
  if (peso === null) return { error: 'Escribe el peso en kg (por ejemplo 42,5), o déjalo vacío si es peso corporal.' };
  const effort = readEffort(set);
  if ('error' in effort) return effort;
  return set.target.kind === 'time'
    ? { serieId: set.serieId, repeticiones: null, segundos: amount, peso, ...effort }
    : { serieId: set.serieId, repeticiones: amount, segundos: null, peso, ...effort };
}

/** RPE 1 to 10 in halves, RIR 0 to 10 whole (the server's limits, said before sending); empty is none. */
function readEffort(set: SessionSet): { rpe?: number; rir?: number } | { error: string } {
  const typed = set.esfuerzo?.value.trim() ?? '';
  if (!set.esfuerzo || typed === '') return {};
  const n = Number(typed.replace(',', '.'));
  if (set.esfuerzo.scale === 'rpe') return Number.isFinite(n) && n >= 1 && n <= 10 && Number.isInteger(n * 2) ? { rpe: n } : { error: 'El RPE va de 1 a 10, en pasos de 0,5.' };
  return Number.isInteger(n) && n >= 0 && n <= 10 ? { rir: n } : { error: 'Las repeticiones en reserva van de 0 a 10.' };
}

export const updateSet = (sets: readonly SessionSet[], serieId: number, change: (set: SessionSet) => SessionSet): SessionSet[] =>
  sets.map((s) => (s.serieId === serieId ? change(s) : s));

export const isDone = (set: SessionSet) => set.status === 'saved' || set.status === 'queued';

/** A typed field into the set: the effort keeps its scale, the rest are text. */
export const editField = (set: SessionSet, field: 'cantidad' | 'peso' | 'esfuerzo', value: string): SessionSet =>
  field === 'esfuerzo' ? (set.esfuerzo ? { ...set, esfuerzo: { ...set.esfuerzo, value } } : set) : { ...set, [field]: value };
