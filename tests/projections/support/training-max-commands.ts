import type { Db } from '../../../db/database';
import { confirmTrainingMax, setPlateIncrement, setTrainingMax } from '../../../services/workouts/training-max.commands';
import type { CommandContext } from '../../../services/platform/commands/command';
import { listDoneSets } from '../../../projections/workouts/workouts.queries';

export type TrainingMaxKind = 'SetTrainingMax' | 'ConfirmTrainingMax' | 'SetPlateIncrement';

const PLATES = [1, 1.25, 2.5, 5];

/**
 * Training maxes' commands as their routes run them: a coach sets a member's max (80 + 2,5 × n kg) or confirms the one
 * her logged sets of that exercise propose, and the studio's plate increment (one of four by n).
 */
export async function runTrainingMaxCommand(db: Db, ctx: CommandContext, kind: TrainingMaxKind, input: { userId: string | undefined; n: number }): Promise<string | undefined> {
  if (kind === 'SetPlateIncrement') {
    await setPlateIncrement(db, ctx, PLATES[input.n % PLATES.length]);
    return;
  }
  // The exercise she logged first (a max for an exercise she never logged is the coach's to write, too).
  const exerciseName = input.userId ? (await listDoneSets(db, input.userId))[0]?.exercise_name : undefined;
  if (!input.userId || !exerciseName) return 'NOTHING_TO_ACT_ON';
  if (kind === 'SetTrainingMax') await setTrainingMax(db, ctx, { userId: input.userId, exerciseName, kg: 80 + 2.5 * input.n });
  else await confirmTrainingMax(db, ctx, { userId: input.userId, exerciseName });
  return;
}
