import { priceListStream } from '../../events/catalog/price-lists.events';
import type { Db } from '../../db/database';
import type { PriceVersion } from '../../domain/billing/price-list';
import { studioTime } from '../../domain/time/studio-time';
import { findPackage } from '../../projections/catalog/packages.queries';
import { listCreditHolders, listPricedPackages } from '../../projections/billing/price-lists.queries';
import { billingSettingsOf } from './billing.commands';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { priceListDecider, type PriceListCommand } from './price-list.decider';

const onList = (db: Db, ctx: CommandContext, type: PriceListCommand['type'], input: { packageId: number; tz: string }, build: (trx: Db, today: string) => Promise<PriceListCommand>) =>
  runCommand(db, {
    type,
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, priceListStream(input.packageId), priceListDecider, await build(trx, studioTime(ctx.now, input.tz).date));
      return { appends: [append], result: { events: append.events.length } };
    },
  }, ctx);

/** A new version of the package's prices from a day (today or later), per method, with the plan's rules. */
export const schedulePriceVersion = (db: Db, ctx: CommandContext, input: { packageId: number; version: Omit<PriceVersion, 'versionId'>; tz: string }) =>
  onList(db, ctx, 'SchedulePriceVersion', input, async (trx, today) => ({
    type: 'SchedulePriceVersion', packageId: input.packageId, today, version: input.version,
    packageActive: (await findPackage(trx, input.packageId)) !== undefined,
  }));

/** A version not in effect yet withdrawn. */
export const cancelPriceVersion = (db: Db, ctx: CommandContext, input: { packageId: number; versionId: number; tz: string }) =>
  onList(db, ctx, 'CancelPriceVersion', input, async (_trx, today) => ({ type: 'CancelPriceVersion', packageId: input.packageId, today, versionId: input.versionId }));

/**
 * The price-list job's turn: each package whose version's day the clock reached takes that version's price, and its
 * holders by credits are told of the next one ahead.
 */
export async function applyDuePriceVersions(db: Db, ctx: CommandContext, tz: string): Promise<number> {
  let applied = 0;
  for (const packageId of await listPricedPackages(db)) {
    applied += (await onList(db, ctx, 'ApplyDuePriceVersion', { packageId, tz }, async (trx, today) => ({
      type: 'ApplyDuePriceVersion', packageId, today, noticeDays: (await billingSettingsOf(trx)).priceNoticeDays, holders: await listCreditHolders(trx, packageId, today),
    }))).result.events;
  }
  return applied;
}
