import type { TipoRecord } from '../../../../contract/workouts';
import type { SesionDetalle } from './api/get-session';
import { isDone, type SessionSet } from './machines/session-sets';
import { parseCount, parseWeight } from './set-entry';
import type { SessionRecord } from './session-records';
import { formatKg } from './set-entry';
import { countOf } from '../../lib/plural';

/** One exercise's records of the session, with the set that holds the heaviest of them. */
export type SummaryRecord = { ejercicio: string; kinds: TipoRecord[]; peso: number; repeticiones: number };

/** What the finished screen says: how long, how much, and what was beaten. */
export type WorkoutSummary = {
  /** From the start to the finish, both on the studio's clock; null when either is not known. */
  durationMs: number | null;
  done: number;
  total: number;
  /** Reps × kg of the done sets (0: bodyweight or timed only). */
  volume: number;
  records: SummaryRecord[];
};

const KIND_ORDER: readonly TipoRecord[] = ['peso_maximo', 'e1rm', 'repeticiones'];

const between = (startIso: string, finish: number | string | null) => {
  if (finish === null) return null;
  const ms = (typeof finish === 'number' ? finish : Date.parse(finish)) - Date.parse(startIso);
  return Number.isFinite(ms) && ms >= 0 ? ms : null;
};

type Holder = { ejercicio: string; tipo: TipoRecord; peso: number; repeticiones: number };

/** Per exercise (in the order first met), its kinds of record and the heaviest set among them. */
function perExercise(holders: readonly Holder[]): SummaryRecord[] {
  const byExercise = new Map<string, SummaryRecord>();
  for (const h of holders) {
    const key = h.ejercicio.trim().toLowerCase();
    const entry = byExercise.get(key) ?? { ejercicio: h.ejercicio, kinds: [], peso: h.peso, repeticiones: h.repeticiones };
    if (!entry.kinds.includes(h.tipo)) entry.kinds.push(h.tipo);
    if (h.peso > entry.peso || (h.peso === entry.peso && h.repeticiones > entry.repeticiones)) Object.assign(entry, { peso: h.peso, repeticiones: h.repeticiones });
    byExercise.set(key, entry);
  }
  return [...byExercise.values()].map((r) => ({ ...r, kinds: KIND_ORDER.filter((k) => r.kinds.includes(k)) }));
}

/** A session the server has as finished: its own start, finish, counts, volume and the records its sets hold. */
export function summaryFromDetail(detail: SesionDetalle): WorkoutSummary {
  const holders = detail.ejercicios.flatMap((e) =>
    e.series.flatMap((s) => (s.registrado?.records ?? []).map((tipo) => ({ ejercicio: e.nombre, tipo, peso: s.registrado!.peso, repeticiones: s.registrado!.repeticiones }))),
  );
  return {
    durationMs: between(detail.iniciada_en, detail.finalizada_en),
    done: detail.series_registradas,
    total: detail.series_planificadas,
    volume: detail.volumen,
    records: perExercise(holders),
  };
}

/** The session just finished on this phone (its finish may still wait in the offline queue). */
export function summaryFromLog(detail: Pick<SesionDetalle, 'iniciada_en'>, sets: readonly SessionSet[], records: readonly SessionRecord[], finishedAt: number | null): WorkoutSummary {
  const done = sets.filter(isDone);
  const volume = done.reduce((sum, s) => (s.target.kind === 'reps' ? sum + (parseCount(s.cantidad) ?? 0) * (parseWeight(s.peso) ?? 0) : sum), 0);
  return {
    durationMs: between(detail.iniciada_en, finishedAt),
    done: done.length,
    total: sets.length,
    volume,
    records: perExercise(records.map((r) => ({ ejercicio: r.ejercicio, tipo: r.tipo, peso: r.peso, repeticiones: r.repeticiones }))),
  };
}

/** "45 min", "1 h 5 min"; under a minute, "< 1 min" (a summary tile is narrow). */
export function durationText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return '< 1 min';
  const hours = Math.floor(minutes / 60);
  return hours === 0 ? `${minutes} min` : `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

const KIND_TEXT: Record<TipoRecord, string> = { peso_maximo: 'peso máximo', e1rm: '1RM estimado', repeticiones: 'más repeticiones' };

/** "Sentadilla: peso máximo y 1RM estimado (32,5 kg × 8)"; a bodyweight set reads its reps ("12 repeticiones"). */
export function summaryRecordText(r: SummaryRecord): string {
  const kinds = r.kinds.map((k) => KIND_TEXT[k]);
  const list = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} y ${kinds.at(-1)}` : (kinds[0] ?? '');
  const set = r.peso > 0 ? `${formatKg(r.peso)} × ${r.repeticiones}` : countOf(r.repeticiones, 'repetición', 'repeticiones');
  return `${r.ejercicio}: ${list} (${set})`;
}
