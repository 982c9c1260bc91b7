import { scheduleSlotStream, type SlotShape } from '../../events/catalog/catalog.events';
import { findDiscipline } from '../../projections/catalog/disciplines.queries';
import { handleCommand, type CommandContext } from '../platform/commands/command-handler';
import { decideOnStream } from '../platform/commands/stream-decision';
import type { Db } from '../../db/database';
import { lockCatalog, nextId } from './catalog-facts';
import { scheduleSlotDecider } from './schedule-slot.decider';

const disciplineActive = async (trx: Db, id: number) => (await findDiscipline(trx, id)) !== undefined;

export async function addScheduleSlot(db: Db, ctx: CommandContext, slot: SlotShape): Promise<{ id: number }> {
  const { result } = await handleCommand(db, 'AddScheduleSlot', ctx, async (trx) => {
    await lockCatalog(trx);
    const slotId = await nextId(trx, 'schedule_slot_id_seq');
    const { append } = await decideOnStream(trx, scheduleSlotStream(slotId), scheduleSlotDecider, {
      type: 'AddScheduleSlot',
      slotId,
      slot,
      disciplineActive: await disciplineActive(trx, slot.disciplineId),
    });
    return { appends: [append], result: { id: slotId } };
  });
  return result;
}

export async function changeScheduleSlot(db: Db, ctx: CommandContext, input: { id: number; slot: SlotShape }): Promise<void> {
  await handleCommand(db, 'ChangeScheduleSlot', ctx, async (trx) => {
    await lockCatalog(trx);
    const { append } = await decideOnStream(trx, scheduleSlotStream(input.id), scheduleSlotDecider, {
      type: 'ChangeScheduleSlot',
      slotId: input.id,
      slot: input.slot,
      disciplineActive: await disciplineActive(trx, input.slot.disciplineId),
    });
    return { appends: [append], result: null };
  });
}

export async function removeScheduleSlot(db: Db, ctx: CommandContext, input: { id: number }): Promise<void> {
  await handleCommand(db, 'RemoveScheduleSlot', ctx, async (trx) => {
    const { append } = await decideOnStream(trx, scheduleSlotStream(input.id), scheduleSlotDecider, { type: 'RemoveScheduleSlot', slotId: input.id });
    return { appends: [append], result: null };
  });
}
