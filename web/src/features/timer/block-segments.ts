import type { FormatoBloque } from '../../../../contract/plans';

/** One stretch of a block's timer: work or rest in round `round` of `rounds`; `seconds` null while the member works at her pace. */
export type Segment = { round: number; rounds: number; phase: 'work' | 'rest'; seconds: number | null };

/** What the timer needs from the block besides its format: its rest after a round and its rounds when it has sets. */
export type BlockTiming = { formato: FormatoBloque; rest: number; sets: number };

const work = (round: number, rounds: number, seconds: number | null): Segment => ({ round, rounds, phase: 'work', seconds });
const rest = (round: number, rounds: number, seconds: number): Segment => ({ round, rounds, phase: 'rest', seconds });

/** Rounds done at her pace with the block's rest between them (no rest after the last: the block is over). */
function paced(rounds: number, restSeconds: number): Segment[] {
  return Array.from({ length: rounds }, (_, i) => {
    const round = i + 1;
    return round < rounds && restSeconds > 0 ? [work(round, rounds, null), rest(round, rounds, restSeconds)] : [work(round, rounds, null)];
  }).flat();
}

/**
 * A block's timer as a list of segments, in order:
 * EMOM a minute per round; AMRAP one stretch of all its minutes; intervals work then rest each round (the last rest
 * is skipped: the work is over); circuit and superset rounds at her pace with the block's rest between (a superset
 * has as many rounds as its exercises have sets). A normal block has none: the rest timer serves it.
 */
export function blockSegments({ formato, rest: blockRest, sets }: BlockTiming): Segment[] {
  switch (formato.tipo) {
    case 'normal':
      return [];
    case 'emom': {
      const minutes = formato.minutos ?? 0;
      return Array.from({ length: minutes }, (_, i) => work(i + 1, minutes, 60));
    }
    case 'amrap':
      return formato.minutos ? [work(1, 1, formato.minutos * 60)] : [];
    case 'intervalos': {
      const rounds = formato.vueltas ?? 0;
      const on = formato.trabajo_segundos ?? 0;
      const off = formato.descanso_segundos ?? 0;
      return Array.from({ length: rounds }, (_, i) => (i + 1 < rounds && off > 0 ? [work(i + 1, rounds, on), rest(i + 1, rounds, off)] : [work(i + 1, rounds, on)])).flat();
    }
    case 'circuito':
      return paced(formato.vueltas ?? 0, blockRest);
    case 'superserie':
      return paced(Math.max(1, sets), blockRest);
  }
}

/** Seconds the whole block takes when every segment is timed; null when some go at her pace. */
export function totalSeconds(segments: readonly Segment[]): number | null {
  let total = 0;
  for (const s of segments) {
    if (s.seconds === null) return null;
    total += s.seconds;
  }
  return total;
}
