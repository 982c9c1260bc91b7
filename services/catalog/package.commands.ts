import { packageStream, type PackageTerms } from '../../events/catalog/catalog.events';
import { findDiscipline } from '../../projections/catalog/disciplines.queries';
import { handleCommand, type CommandContext } from '../platform/commands/command-handler';
import { decideOnStream } from '../platform/commands/stream-decision';
import type { Db } from '../../db/database';
import { lockCatalog, nextId } from './catalog-facts';
import { packageDecider } from './package.decider';

// Every discipline named is a live one (a package for no discipline in particular names none).
const disciplinesActive = async (trx: Db, ids: readonly number[]) =>
  (await Promise.all(ids.map((id) => findDiscipline(trx, id)))).every((d) => d !== undefined);

export async function createPackage(db: Db, ctx: CommandContext, terms: PackageTerms): Promise<{ id: number }> {
  const { result } = await handleCommand(db, 'CreatePackage', ctx, async (trx) => {
    await lockCatalog(trx);
    const packageId = await nextId(trx, 'package_id_seq');
    const { append } = await decideOnStream(trx, packageStream(packageId), packageDecider, {
      type: 'CreatePackage',
      packageId,
      terms,
      disciplinesActive: await disciplinesActive(trx, terms.disciplineIds),
    });
    return { appends: [append], result: { id: packageId } };
  });
  return result;
}

export async function changePackage(db: Db, ctx: CommandContext, input: { id: number; terms: PackageTerms }): Promise<void> {
  await handleCommand(db, 'ChangePackage', ctx, async (trx) => {
    await lockCatalog(trx);
    const { append } = await decideOnStream(trx, packageStream(input.id), packageDecider, {
      type: 'ChangePackage',
      packageId: input.id,
      terms: input.terms,
      disciplinesActive: await disciplinesActive(trx, input.terms.disciplineIds),
    });
    return { appends: [append], result: null };
  });
}

export async function discontinuePackage(db: Db, ctx: CommandContext, input: { id: number }): Promise<void> {
  await handleCommand(db, 'DiscontinuePackage', ctx, async (trx) => {
    const { append } = await decideOnStream(trx, packageStream(input.id), packageDecider, { type: 'DiscontinuePackage', packageId: input.id });
    return { appends: [append], result: null };
  });
}
