import { trainingMaxStream, trainingSettingsStream } from '../../events/catalog/workouts.events';
import { exerciseKey } from '../../domain/workouts/exercise-key';
import { bestsOf } from '../../domain/workouts/records';
import { listExerciseSets } from '../../projections/workouts/workouts.queries';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import type { Db } from '../../db/database';
import { plateIncrementDecider, trainingMaxDecider, type TrainingMaxCommand } from './training-max.decider';
import { doneSetOf } from './workout-views';

type MaxInput = { userId: string; exerciseName: string };

async function onTrainingMaxes(db: Db, ctx: CommandContext, command: (trx: Db) => Promise<TrainingMaxCommand>) {
  await runCommand(db, {
    type: 'TrainingMax',
    decide: async (trx) => {
      const decided = await command(trx);
      const { append } = await decideOnStream(trx, trainingMaxStream(decided.userId), trainingMaxDecider, decided);
      return { appends: [append], result: {} };
    },
  }, ctx);
}

const by = (ctx: CommandContext) => ({ byId: ctx.actorId ?? '', now: ctx.now.toISOString() });

/** A coach writes a member's training max for an exercise (the member's existence checked by the caller). */
export async function setTrainingMax(db: Db, ctx: CommandContext, input: MaxInput & { kg: unknown }) {
  await onTrainingMaxes(db, ctx, async () => ({ type: 'SetTrainingMax', ...input, ...by(ctx) }));
}

/** A coach confirms the max her records propose: her best Epley e1RM of that exercise, read in the transaction. */
export async function confirmTrainingMax(db: Db, ctx: CommandContext, input: MaxInput) {
  await onTrainingMaxes(db, ctx, async (trx) => {
    const sets = await listExerciseSets(trx, input.userId, exerciseKey(input.exerciseName));
    const e1rm = bestsOf(sets.map(doneSetOf)).e1rm?.value ?? null;
    // The max takes the exercise's name as she last logged it, however the coach typed it.
    return { type: 'ConfirmTrainingMax', userId: input.userId, exerciseName: sets.at(-1)?.exercise_name ?? input.exerciseName, e1rm, ...by(ctx) };
  });
}

/** The studio's plate increment (admins). */
export async function setPlateIncrement(db: Db, ctx: CommandContext, kg: unknown) {
  await runCommand(db, {
    type: 'SetPlateIncrement',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, trainingSettingsStream(), plateIncrementDecider, { type: 'SetPlateIncrement', kg });
      return { appends: [append], result: {} };
    },
  }, ctx);
}
