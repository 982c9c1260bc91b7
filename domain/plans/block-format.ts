/**
 * How a block is done: its type and the numbers its timer runs on. A block without one (every block written before
 * types existed) is normal: sets with the block's rest. Pure: the plan decider checks with these limits, the plan
 * documents render them, and the web's timers read them back from the contract's `formato`.
 */
export type BlockFormat =
  | { kind: 'normal' }
  /** Its exercises alternate; the block's rest comes after each round. */
  | { kind: 'superset' }
  | { kind: 'circuit'; rounds: number }
  /** Every minute on the minute, for `minutes` minutes. */
  | { kind: 'emom'; minutes: number }
  /** As many rounds as possible in `minutes` minutes. */
  | { kind: 'amrap'; minutes: number }
  /** `workSeconds` on, `restSeconds` off, `rounds` times (Tabata: 8 × 20 s / 10 s). */
  | { kind: 'intervals'; workSeconds: number; restSeconds: number; rounds: number };

export type BlockFormatKind = BlockFormat['kind'];
export const BLOCK_FORMAT_KINDS: readonly BlockFormatKind[] = ['normal', 'superset', 'circuit', 'emom', 'amrap', 'intervals'];

// Beyond these a number is a typo, not a workout: 50 rounds of a circuit, an hour and a half of EMOM, two hours of
// AMRAP, 10 minutes of work or rest in one interval, 100 intervals.
export const BLOCK_FORMAT_LIMITS = { rounds: 50, emomMinutes: 90, amrapMinutes: 120, seconds: 600, intervals: 100 } as const;

export type BlockFormatProblem =
  | { code: 'INVALID_BLOCK_FORMAT' }
  | { code: 'INVALID_FORMAT_ROUNDS'; params: { max: number } }
  | { code: 'INVALID_FORMAT_MINUTES'; params: { max: number } }
  | { code: 'INVALID_FORMAT_WORK'; params: { max: number } }
  | { code: 'INVALID_FORMAT_REST'; params: { max: number } };

/** What a coach typed, before checking: numbers may arrive as a form's text. */
export interface BlockFormatInput {
  kind: unknown;
  rounds?: unknown;
  minutes?: unknown;
  workSeconds?: unknown;
  restSeconds?: unknown;
}

/** A whole number from a number or a numeric string; undefined otherwise. */
function whole(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}
const within = (value: unknown, min: number, max: number) => {
  const n = whole(value);
  return n !== undefined && n >= min && n <= max ? n : undefined;
};

type Checked = { ok: true; format: BlockFormat } | { ok: false; problem: BlockFormatProblem };
const refuse = (problem: BlockFormatProblem): Checked => ({ ok: false, problem });
const ok = (format: BlockFormat): Checked => ({ ok: true, format });

/** The format a coach asked for, or the first thing wrong with it (0 minutes, rounds < 1, no work time…). */
export function checkBlockFormat(input: BlockFormatInput): Checked {
  const L = BLOCK_FORMAT_LIMITS;
  switch (input.kind) {
    case 'normal':
    case 'superset':
      return ok({ kind: input.kind });
    case 'circuit': {
      const rounds = within(input.rounds, 1, L.rounds);
      return rounds === undefined ? refuse({ code: 'INVALID_FORMAT_ROUNDS', params: { max: L.rounds } }) : ok({ kind: 'circuit', rounds });
    }
    case 'emom':
    case 'amrap': {
      const max = input.kind === 'emom' ? L.emomMinutes : L.amrapMinutes;
      const minutes = within(input.minutes, 1, max);
      return minutes === undefined ? refuse({ code: 'INVALID_FORMAT_MINUTES', params: { max } }) : ok({ kind: input.kind, minutes });
    }
    case 'intervals': {
      const workSeconds = within(input.workSeconds, 1, L.seconds);
      if (workSeconds === undefined) return refuse({ code: 'INVALID_FORMAT_WORK', params: { max: L.seconds } });
      const restSeconds = within(input.restSeconds ?? 0, 0, L.seconds);
      if (restSeconds === undefined) return refuse({ code: 'INVALID_FORMAT_REST', params: { max: L.seconds } });
      const rounds = within(input.rounds, 1, L.intervals);
      if (rounds === undefined) return refuse({ code: 'INVALID_FORMAT_ROUNDS', params: { max: L.intervals } });
      return ok({ kind: 'intervals', workSeconds, restSeconds, rounds });
    }
    default:
      return refuse({ code: 'INVALID_BLOCK_FORMAT' });
  }
}

/** A block's format, absent meaning normal (blocks from before formats, and blocks set back to normal). */
export const formatOf = (block: { format?: BlockFormat }): BlockFormat => block.format ?? { kind: 'normal' };

export const sameFormat = (a: BlockFormat, b: BlockFormat): boolean => JSON.stringify(a) === JSON.stringify(b);
