import type { PlanEvent } from '../../events/catalog/plans.events';
import type { BlockCommand } from './plan.commands.types';
import { parseBlockFormat, parseRest, planErrors, requireName } from './plan-rules';
import { formatOf, sameFormat } from '../../domain/plans/block-format';
import { copyBlock, findBlock, findDay, idSupply, type PlanState } from '../../domain/plans/plan-tree';

/** Blocks: a name, a rest in whole seconds (0 when left empty) and a type with its numbers (domain/plans/block-format.ts). */
export function decideBlock(command: BlockCommand, state: PlanState): PlanEvent[] {
  const planId = command.planId;
  switch (command.type) {
    case 'AddBlock': {
      const name = requireName(command.name);
      const rest = parseRest(command.rest);
      if (!findDay(state, command.dayId)) throw planErrors.day();
      return [{ type: 'BlockAdded', data: { planId, dayId: command.dayId, blockId: command.blockId, name, rest } }];
    }
    case 'RenameBlock': {
      const name = requireName(command.name);
      const found = findBlock(state, command.blockId);
      if (!found) throw planErrors.block();
      return name === found.block.name ? [] : [{ type: 'BlockRenamed', data: { planId, blockId: command.blockId, name } }];
    }
    case 'ChangeBlockRest': {
      const rest = parseRest(command.rest);
      const found = findBlock(state, command.blockId);
      if (!found) throw planErrors.block();
      return rest === found.block.rest ? [] : [{ type: 'BlockRestChanged', data: { planId, blockId: command.blockId, rest } }];
    }
    case 'ChangeBlockFormat': {
      const format = parseBlockFormat(command.format);
      const found = findBlock(state, command.blockId);
      if (!found) throw planErrors.block();
      return sameFormat(format, formatOf(found.block)) ? [] : [{ type: 'BlockFormatChanged', data: { planId, blockId: command.blockId, format } }];
    }
    case 'CopyBlock': {
      // Into any day of the plan (another week's too), last, with its name, rest, exercises and sets.
      const source = findBlock(state, command.blockId);
      if (!source) throw planErrors.block();
      if (!findDay(state, command.dayId)) throw planErrors.day();
      const block = copyBlock(source.block, idSupply(command.ids));
      return [{ type: 'BlockCopied', data: { planId, sourceBlockId: source.block.id, dayId: command.dayId, block } }];
    }
    case 'DeleteBlock':
      if (!findBlock(state, command.blockId)) throw planErrors.block();
      return [{ type: 'BlockDeleted', data: { planId, blockId: command.blockId } }];
  }
}
