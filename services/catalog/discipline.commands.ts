import { disciplineStream, type BookingPolicy } from '../../events/catalog/catalog.events';
import { countDisciplineUses, isDisciplineNameTaken, type DisciplineView } from '../../projections/catalog/disciplines.queries';
import { handleCommand, type CommandContext } from '../platform/commands/command-handler';
import { decideOnStream } from '../platform/commands/stream-decision';
import type { Db } from '../../db/database';
import { lockCatalog, nextId } from './catalog-facts';
import { disciplineDecider } from './discipline.decider';

export async function createDiscipline(db: Db, ctx: CommandContext, input: { name: string }): Promise<DisciplineView> {
  const { result } = await handleCommand(db, 'CreateDiscipline', ctx, async (trx) => {
    await lockCatalog(trx);
    const disciplineId = await nextId(trx, 'discipline_id_seq');
    const nameTaken = await isDisciplineNameTaken(trx, input.name);
    const { append, newState } = await decideOnStream(trx, disciplineStream(disciplineId), disciplineDecider, {
      type: 'CreateDiscipline',
      disciplineId,
      name: input.name,
      nameTaken,
    });
    return { appends: [append], result: { id: disciplineId, nombre: newState.name } };
  });
  return result;
}

export async function renameDiscipline(db: Db, ctx: CommandContext, input: { id: number; name: string }): Promise<DisciplineView> {
  const { result } = await handleCommand(db, 'RenameDiscipline', ctx, async (trx) => {
    await lockCatalog(trx);
    const nameTaken = await isDisciplineNameTaken(trx, input.name, input.id);
    const { append, newState } = await decideOnStream(trx, disciplineStream(input.id), disciplineDecider, {
      type: 'RenameDiscipline',
      disciplineId: input.id,
      name: input.name,
      nameTaken,
    });
    return { appends: [append], result: { id: input.id, nombre: newState.name } };
  });
  return result;
}

export async function removeDiscipline(db: Db, ctx: CommandContext, input: { id: number }): Promise<void> {
  await handleCommand(db, 'RemoveDiscipline', ctx, async (trx) => {
    await lockCatalog(trx);
    const usedBy = await countDisciplineUses(trx, input.id);
    const { append } = await decideOnStream(trx, disciplineStream(input.id), disciplineDecider, {
      type: 'RemoveDiscipline',
      disciplineId: input.id,
      usedBy,
    });
    return { appends: [append], result: null };
  });
}

/** The admin sets the discipline's booking policy (booking window and cancellation terms). */
export async function setDisciplineBookingPolicy(db: Db, ctx: CommandContext, input: { id: number; policy: BookingPolicy }): Promise<void> {
  await handleCommand(db, 'SetBookingPolicy', ctx, async (trx) => {
    const { append } = await decideOnStream(trx, disciplineStream(input.id), disciplineDecider, {
      type: 'SetBookingPolicy',
      disciplineId: input.id,
      policy: input.policy,
    });
    return { appends: [append], result: null };
  });
}
