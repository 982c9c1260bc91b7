import type { ClassBoardEvent } from '../../events/catalog/workouts.events';
import type { StreamDecider } from '../../events/framework/decider';

/** The plan day a class's pizarra shows, once a coach chose one. */
export type ClassBoardState = { planId: number; dayId: number } | null;

/** The plan day exists and is the coach's to show: checked by the caller, against the plan as it is now. */
export type ClassBoardCommand = { type: 'ChooseClassBoardDay'; slotId: number; date: string; planId: number; dayId: number; byId: string; now: string };

function decide(command: ClassBoardCommand, state: ClassBoardState): ClassBoardEvent[] {
  if (state?.planId === command.planId && state.dayId === command.dayId) return [];
  const { slotId, date, planId, dayId, byId, now: at } = command;
  return [{ type: 'ClassBoardDayChosen', data: { slotId, date, planId, dayId, byId, at } }];
}

/** One class's pizarra (stream `class-board:<slotId>:<date>`): the last plan day chosen wins. */
export const classBoardDecider: StreamDecider<ClassBoardState, ClassBoardCommand, ClassBoardEvent> = {
  initialState: () => null,
  evolve: (_, event) => ({ planId: event.data.planId, dayId: event.data.dayId }),
  decide,
};
