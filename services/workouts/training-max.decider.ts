import type { PlateIncrementEvent, TrainingMaxEvent } from '../../events/catalog/workouts.events';
import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { exerciseKey } from '../../domain/workouts/exercise-key';
import { DEFAULT_PLATE_INCREMENT, isPlateIncrement, isTrainingMax, proposedTrainingMax, type PlateIncrement } from '../../domain/workouts/training-max';

/** A member's training maxes by exercise key (trimmed, lower case: as records match names). */
export type TrainingMaxState = ReadonlyMap<string, number>;

/** "now", the coach and, to confirm, the member's best e1RM of that exercise (looked up before deciding) arrive here. */
export type TrainingMaxCommand =
  | { type: 'SetTrainingMax'; userId: string; exerciseName: string; kg: unknown; byId: string; now: string }
  | { type: 'ConfirmTrainingMax'; userId: string; exerciseName: string; e1rm: number | null; byId: string; now: string };

const evolve = (state: TrainingMaxState, event: TrainingMaxEvent): TrainingMaxState => new Map(state).set(exerciseKey(event.data.exerciseName), event.data.kg);

function kilos(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || !isTrainingMax(n)) throw fail('INVALID_TRAINING_MAX');
  return n;
}

function decide(command: TrainingMaxCommand, state: TrainingMaxState): TrainingMaxEvent[] {
  const exerciseName = command.exerciseName.trim().replace(/\s+/g, ' ');
  if (!exerciseName) throw fail('NAME_REQUIRED');
  const base = { userId: command.userId, exerciseName, byId: command.byId, at: command.now };
  const current = state.get(exerciseKey(exerciseName));
  if (command.type === 'SetTrainingMax') {
    const kg = kilos(command.kg);
    return current === kg ? [] : [{ type: 'TrainingMaxSet', data: { ...base, kg } }];
  }
  if (command.e1rm === null) throw fail('TRAINING_MAX_NO_RECORD');
  const kg = proposedTrainingMax(command.e1rm);
  if (!isTrainingMax(kg)) throw fail('TRAINING_MAX_NO_RECORD');
  return current === kg ? [] : [{ type: 'TrainingMaxConfirmed', data: { ...base, kg, e1rm: command.e1rm } }];
}

/** One member's training maxes (stream `training-max:<userId>`): set by a coach, or confirmed from her e1RM. */
export const trainingMaxDecider: StreamDecider<TrainingMaxState, TrainingMaxCommand, TrainingMaxEvent> = { initialState: () => new Map(), evolve, decide };

export type PlateIncrementCommand = { type: 'SetPlateIncrement'; kg: unknown };

function decidePlate(command: PlateIncrementCommand, state: PlateIncrement): PlateIncrementEvent[] {
  const kg = typeof command.kg === 'string' ? Number(command.kg.replace(',', '.')) : command.kg;
  if (typeof kg !== 'number' || !isPlateIncrement(kg)) throw fail('INVALID_PLATE_INCREMENT');
  return kg === state ? [] : [{ type: 'PlateIncrementSet', data: { kg } }];
}

/** The studio's plate increment (stream `studio-settings:training`): 1, 1,25, 2,5 or 5 kg. */
export const plateIncrementDecider: StreamDecider<PlateIncrement, PlateIncrementCommand, PlateIncrementEvent> = {
  initialState: () => DEFAULT_PLATE_INCREMENT,
  evolve: (_, event) => event.data.kg,
  decide: decidePlate,
};
