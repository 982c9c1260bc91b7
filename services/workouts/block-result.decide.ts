import type { BlockResult, PlannedExercise, WorkoutEvent } from '../../events/catalog/workouts.events';
import { fail } from '../../events/framework/errors';
import type { BlockFormat } from '../../domain/plans/block-format';

/** A block of the session's day as its snapshot has it, with the result logged for it (the latest wins). */
export interface SessionBlock {
  name: string;
  format: BlockFormat | undefined;
  result: Pick<BlockResult, 'rounds' | 'reps' | 'minutes'> | undefined;
}

export const blocksOf = (exercises: readonly PlannedExercise[]): Map<number, SessionBlock> =>
  new Map(exercises.map((e) => [e.blockId, { name: e.blockName, format: e.blockFormat, result: undefined }] as const));

export type LogBlockResult = { sessionId: string; userId: string; blockId: number; rounds?: number | null; reps?: number | null; minutes?: number | null; now: string };

// Past these an AMRAP's count is a typo: 500 rounds or 1000 extra reps are beyond any block of 2 hours at most.
const AMRAP_ROUNDS_MAX = 500;
const AMRAP_REPS_MAX = 1000;

const count = (value: number | null | undefined, max: number) => (value === undefined || value === null ? 0 : Number.isInteger(value) && value >= 0 && value <= max ? value : undefined);

/**
 * What she logs fits the block: an AMRAP's rounds and extra reps, an EMOM's minutes done (up to its minutes), the
 * rounds of a circuit or of intervals she finished (up to its rounds: she may stop before the end).
 */
function resultFor(format: BlockFormat | undefined, command: LogBlockResult): Pick<BlockResult, 'kind' | 'rounds' | 'reps' | 'minutes'> {
  if (format?.kind === 'amrap') {
    const rounds = count(command.rounds, AMRAP_ROUNDS_MAX);
    const reps = count(command.reps, AMRAP_REPS_MAX);
    if (rounds === undefined || reps === undefined || command.rounds === undefined || command.rounds === null) throw fail('INVALID_AMRAP_RESULT', { rounds: AMRAP_ROUNDS_MAX, reps: AMRAP_REPS_MAX });
    return { kind: 'amrap', rounds, reps };
  }
  if (format?.kind === 'emom') {
    const minutes = command.minutes === undefined || command.minutes === null ? undefined : count(command.minutes, format.minutes);
    if (minutes === undefined) throw fail('INVALID_EMOM_RESULT', { max: format.minutes });
    return { kind: 'emom', minutes };
  }
  if (format?.kind === 'circuit' || format?.kind === 'intervals') {
    const rounds = command.rounds === undefined || command.rounds === null ? undefined : count(command.rounds, format.rounds);
    if (rounds === undefined) throw fail('INVALID_ROUNDS_RESULT', { max: format.rounds });
    return { kind: format.kind, rounds };
  }
  throw fail('BLOCK_RESULT_NOT_COUNTED');
}

/** Logs (or corrects) a block's result; the same result again records nothing. */
export function decideBlockResult(blocks: ReadonlyMap<number, SessionBlock>, command: LogBlockResult): WorkoutEvent[] {
  const block = blocks.get(command.blockId);
  if (!block) throw fail('WORKOUT_BLOCK_NOT_IN_SESSION');
  const result = resultFor(block.format, command);
  const before = block.result;
  if (before && before.rounds === result.rounds && before.reps === result.reps && before.minutes === result.minutes) return [];
  const { sessionId, userId, blockId, now } = command;
  return [{ type: 'WorkoutBlockResultLogged', data: { sessionId, userId, blockId, blockName: block.name, ...result, loggedAt: now } }];
}
