import type { PlanEvent } from '../../events/catalog/plans.events';
import type { WeekDayCommand } from './plan.commands.types';
import { planErrors, requireName } from './plan-rules';
import { copyDay, copyWeek, findDay, findWeek, idSupply, type PlanState } from '../../domain/plans/plan-tree';
import { progressWeek } from '../../domain/plans/progression';
import { parseProgression } from './plan-rules';

/** Weeks and days. New ones are named by count of existing ones: Semana N+1, Día N+1 (docs/product.md §5 writes Dia; the accent is the language's). */
export function decideWeekDay(command: WeekDayCommand, state: PlanState): PlanEvent[] {
  const planId = command.planId;
  switch (command.type) {
    case 'AddWeek':
      return [{ type: 'WeekAdded', data: { planId, weekId: command.weekId, name: `Semana ${state.weeks.length + 1}` } }];
    case 'RenameWeek': {
      if (command.weekId === undefined) throw planErrors.idRequired();
      const name = requireName(command.name);
      const week = findWeek(state, command.weekId);
      if (!week) throw planErrors.week();
      return name === week.name ? [] : [{ type: 'WeekRenamed', data: { planId, weekId: week.id, name } }];
    }
    case 'DuplicateWeek': {
      const source = findWeek(state, command.weekId);
      if (!source) throw planErrors.week();
      // The copy goes last, so it takes the next week's name; everything inside keeps its content, but for the
      // loads when a progression is asked (+kg or +% on loaded sets).
      const progression = parseProgression(command.progression);
      const copy = { ...copyWeek(source, idSupply(command.ids)), name: `Semana ${state.weeks.length + 1}` };
      const week = progression ? progressWeek(copy, progression) : copy;
      return [{ type: 'WeekDuplicated', data: { planId, sourceWeekId: source.id, week } }];
    }
    case 'DeleteWeek':
      if (!findWeek(state, command.weekId)) throw planErrors.week();
      return [{ type: 'WeekDeleted', data: { planId, weekId: command.weekId } }];
    case 'AddDay': {
      const week = findWeek(state, command.weekId);
      if (!week) throw planErrors.week();
      return [{ type: 'DayAdded', data: { planId, weekId: week.id, dayId: command.dayId, name: `Día ${week.days.length + 1}` } }];
    }
    case 'CopyDay': {
      // Into any week of the plan (its own too), last, named as a new day there; its blocks keep their content.
      const source = findDay(state, command.dayId);
      if (!source) throw planErrors.day();
      const week = findWeek(state, command.weekId);
      if (!week) throw planErrors.week();
      const day = { ...copyDay(source.day, idSupply(command.ids)), name: `Día ${week.days.length + 1}` };
      return [{ type: 'DayCopied', data: { planId, sourceDayId: source.day.id, weekId: week.id, day } }];
    }
    case 'DeleteDay':
      if (!findDay(state, command.dayId)) throw planErrors.day();
      return [{ type: 'DayDeleted', data: { planId, dayId: command.dayId } }];
  }
}
