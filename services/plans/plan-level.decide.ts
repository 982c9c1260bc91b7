import type { PlanEvent } from '../../events/catalog/plans.events';
import { fail } from '../../events/framework/errors';
import type { PlanLevelCommand } from './plan.commands.types';
import { requireName } from './plan-rules';
import { copyWeek, idSupply, type PlanState } from '../../domain/plans/plan-tree';

export const PLAN_COPY_SUFFIX = ' (copia)';

/** The plan itself: create, rename, visibility, delete, and its direct member assignments. */
export function decidePlanLevel(command: PlanLevelCommand, state: PlanState): PlanEvent[] {
  const planId = command.planId;
  switch (command.type) {
    case 'CreatePlan': {
      const name = requireName(command.name);
      if (state.status !== 'none') throw fail('PLAN_EXISTS');
      return [{ type: 'PlanCreated', data: { planId, name } }];
    }
    case 'DuplicatePlan': {
      // No name given: the source's with " (copia)", as a duplicated exercise.
      const given = typeof command.name === 'string' && command.name.trim() !== '' ? command.name : `${command.source.name}${PLAN_COPY_SUFFIX}`;
      const name = requireName(given);
      if (state.status !== 'none') throw fail('PLAN_EXISTS');
      const id = idSupply(command.ids);
      const weeks = command.source.weeks.map((w) => copyWeek(w, id));
      return [{ type: 'PlanDuplicated', data: { planId, sourcePlanId: command.source.id, name, weeks } }];
    }
    case 'RenamePlan': {
      const name = requireName(command.name);
      return name === state.name ? [] : [{ type: 'PlanRenamed', data: { planId, name } }];
    }
    case 'ChangePlanVisibility':
      return command.visible === state.visible ? [] : [{ type: 'PlanVisibilityChanged', data: { planId, visible: command.visible } }];
    case 'DeletePlan':
      // Assignments go with the plan (docs/product.md §4 cascade); the event names who loses it.
      return [{ type: 'PlanDeleted', data: { planId, name: state.name, memberIds: state.members } }];
    case 'AssignPlanToMember':
      if (command.memberDeleted) throw fail('USER_DELETED');
      return state.members.includes(command.userId) ? [] : [{ type: 'PlanAssignedToMember', data: { planId, userId: command.userId } }];
    case 'UnassignPlanFromMember':
      return state.members.includes(command.userId) ? [{ type: 'PlanUnassignedFromMember', data: { planId, userId: command.userId } }] : [];
    case 'UnassignAllMembers':
      return state.members.map((userId) => ({ type: 'PlanUnassignedFromMember' as const, data: { planId, userId } }));
  }
}
