import type { PlanEvent } from '../../events/catalog/plans.events';
import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { decideBlock } from './block.decide';
import { decideExercise } from './exercise.decide';
import { decidePlanLevel } from './plan-level.decide';
import type { BlockCommand, ExerciseCommand, PlanCommand, PlanLevelCommand, SetCommand, WeekDayCommand } from './plan.commands.types';
import { planErrors } from './plan-rules';
import { countNodes, initialPlanState, type PlanState } from '../../domain/plans/plan-tree';
import { evolvePlan } from '../../domain/plans/plan.evolve';
import { decideProgression } from './progression.decide';
import { decideSet } from './set.decide';
import { decideWeekDay } from './week-day.decide';

// 12 weeks × 6 days × 5 blocks × 6 exercises × 5 sets is ~13,400 nodes; past this the plan is a mistake and
// its one-row read model (and every editor refresh) would grow without bound.
export const MAX_PLAN_NODES = 20_000;

const planLevel = new Set<PlanCommand['type']>(['CreatePlan', 'RenamePlan', 'ChangePlanVisibility', 'DeletePlan', 'AssignPlanToMember', 'UnassignPlanFromMember', 'UnassignAllMembers', 'DuplicatePlan']);
const weekDay = new Set<PlanCommand['type']>(['AddWeek', 'RenameWeek', 'DuplicateWeek', 'DeleteWeek', 'AddDay', 'DeleteDay', 'CopyDay']);
const block = new Set<PlanCommand['type']>(['AddBlock', 'RenameBlock', 'ChangeBlockRest', 'ChangeBlockFormat', 'DeleteBlock', 'CopyBlock']);
const exercise = new Set<PlanCommand['type']>(['AddExercise', 'RenameExercise', 'AssignExerciseVideo', 'ChangeExerciseNotes', 'ChangeExerciseRest', 'DuplicateExercise', 'DeleteExercise']);

function route(command: PlanCommand, state: PlanState): PlanEvent[] {
  if (planLevel.has(command.type)) return decidePlanLevel(command as PlanLevelCommand, state);
  if (weekDay.has(command.type)) return decideWeekDay(command as WeekDayCommand, state);
  if (block.has(command.type)) return decideBlock(command as BlockCommand, state);
  if (exercise.has(command.type)) return decideExercise(command as ExerciseCommand, state);
  if (command.type === 'ApplyProgression') return decideProgression(command, state);
  return decideSet(command as SetCommand, state);
}

function decide(command: PlanCommand, state: PlanState): PlanEvent[] {
  const creating = command.type === 'CreatePlan' || command.type === 'DuplicatePlan';
  if (!creating && state.status !== 'active') throw planErrors.plan();
  const events = route(command, state);
  if (/^(Add|Duplicate|Copy|Replace)/.test(command.type)) {
    const after = countNodes(events.reduce(evolvePlan, state));
    if (after > MAX_PLAN_NODES) {
      throw fail('PLAN_TOO_LARGE', { max: MAX_PLAN_NODES });
    }
  }
  return events;
}

/** The plan stream's decider: the state is the whole tree, and evolve is the projector's fold too. */
export const planDecider: StreamDecider<PlanState, PlanCommand, PlanEvent> = { initialState: initialPlanState, evolve: evolvePlan, decide };
