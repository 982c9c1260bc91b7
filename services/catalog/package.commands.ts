import { packageStream, type PackageTerms } from '../../events/catalog/catalog.events';
import { findDiscipline } from '../../projections/catalog/disciplines.queries';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import type { Db } from '../../db/database';
import { lockCatalog, nextId } from './catalog-facts';
import { listLiveVersions } from '../../projections/billing/price-lists.queries';
import { findPackage } from '../../projections/catalog/packages.queries';
import { packageDecider } from './package.decider';

// Every discipline named is a live one (a package for no discipline in particular names none).
const disciplinesActive = async (trx: Db, ids: readonly number[]) =>
  (await Promise.all(ids.map((id) => findDiscipline(trx, id)))).every((d) => d !== undefined);

export async function createPackage(db: Db, ctx: CommandContext, terms: PackageTerms): Promise<{ id: number }> {
  const { result } = await runCommand(db, {
    type: 'CreatePackage',
    decide: async (trx) => {
      await lockCatalog(trx);
      const packageId = await nextId(trx, 'package_id_seq');
      const { append } = await decideOnStream(trx, packageStream(packageId), packageDecider, {
        type: 'CreatePackage',
        packageId,
        terms,
        disciplinesActive: await disciplinesActive(trx, terms.disciplineIds),
      });
      return { appends: [append], result: { id: packageId } };
    },
  }, ctx);
  return result;
}

export async function changePackage(db: Db, ctx: CommandContext, input: { id: number; terms: PackageTerms }): Promise<void> {
  await runCommand(db, {
    type: 'ChangePackage',
    decide: async (trx) => {
      await lockCatalog(trx);
      const { append } = await decideOnStream(trx, packageStream(input.id), packageDecider, {
        type: 'ChangePackage',
        packageId: input.id,
        terms: input.terms,
        disciplinesActive: await disciplinesActive(trx, input.terms.disciplineIds),
        listedPrice: await listedPriceOf(trx, input.id),
      });
      return { appends: [append], result: null };
    },
  }, ctx);
}

// A package with a price list changes its price by a new version (per method, from a day), not by an edit.
const listedPriceOf = async (trx: Db, id: number) =>
  (await listLiveVersions(trx, id)).length === 0 ? undefined : (await findPackage(trx, id, { includeDiscontinued: true }))?.precio;

export async function discontinuePackage(db: Db, ctx: CommandContext, input: { id: number }): Promise<void> {
  await runCommand(db, {
    type: 'DiscontinuePackage',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, packageStream(input.id), packageDecider, { type: 'DiscontinuePackage', packageId: input.id });
      return { appends: [append], result: null };
    },
  }, ctx);
}
