import { classBoardStream } from '../../events/catalog/workouts.events';
import type { Db } from '../../db/database';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { classBoardDecider } from './class-board.decider';

/** A coach chooses the plan day a class trains (the plan and its day checked by the caller). */
export async function chooseClassBoardDay(db: Db, ctx: CommandContext, input: { slotId: number; date: string; planId: number; dayId: number }) {
  await runCommand(db, {
    type: 'ChooseClassBoardDay',
    decide: async (trx) => {
      const command = { type: 'ChooseClassBoardDay' as const, ...input, byId: ctx.actorId ?? '', now: ctx.now.toISOString() };
      const { append } = await decideOnStream(trx, classBoardStream(`${input.slotId}:${input.date}`), classBoardDecider, command);
      return { appends: [append], result: {} };
    },
  }, ctx);
}
