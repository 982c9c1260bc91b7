import { disciplineStream, type BookingPolicy } from '../../events/catalog/catalog.events';
import { countDisciplineUses, isDisciplineNameTaken, type DisciplineView } from '../../projections/catalog/disciplines.queries';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import type { Db } from '../../db/database';
import { lockCatalog, nextId } from './catalog-facts';
import { disciplineDecider } from './discipline.decider';

export async function createDiscipline(db: Db, ctx: CommandContext, input: { name: string }): Promise<DisciplineView> {
  const { result } = await runCommand(db, {
    type: 'CreateDiscipline',
    decide: async (trx) => {
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
    },
  }, ctx);
  return result;
}

export async function renameDiscipline(db: Db, ctx: CommandContext, input: { id: number; name: string }): Promise<DisciplineView> {
  const { result } = await runCommand(db, {
    type: 'RenameDiscipline',
    decide: async (trx) => {
      await lockCatalog(trx);
      const nameTaken = await isDisciplineNameTaken(trx, input.name, input.id);
      const { append, newState } = await decideOnStream(trx, disciplineStream(input.id), disciplineDecider, {
        type: 'RenameDiscipline',
        disciplineId: input.id,
        name: input.name,
        nameTaken,
      });
      return { appends: [append], result: { id: input.id, nombre: newState.name } };
    },
  }, ctx);
  return result;
}

export async function removeDiscipline(db: Db, ctx: CommandContext, input: { id: number }): Promise<void> {
  await runCommand(db, {
    type: 'RemoveDiscipline',
    decide: async (trx) => {
      await lockCatalog(trx);
      const usedBy = await countDisciplineUses(trx, input.id);
      const { append } = await decideOnStream(trx, disciplineStream(input.id), disciplineDecider, {
        type: 'RemoveDiscipline',
        disciplineId: input.id,
        usedBy,
      });
      return { appends: [append], result: null };
    },
  }, ctx);
}

/** The admin sets the discipline's booking policy (booking window and cancellation terms). */
export async function setDisciplineBookingPolicy(db: Db, ctx: CommandContext, input: { id: number; policy: BookingPolicy }): Promise<void> {
  await runCommand(db, {
    type: 'SetBookingPolicy',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, disciplineStream(input.id), disciplineDecider, {
        type: 'SetBookingPolicy',
        disciplineId: input.id,
        policy: input.policy,
      });
      return { appends: [append], result: null };
    },
  }, ctx);
}
