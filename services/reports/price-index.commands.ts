import { priceIndexStream } from '../../events/catalog/reports.events';
import type { Db } from '../../db/database';
import type { IndexMonth } from '../../domain/reports/price-index';
import { studioTime } from '../../domain/time/studio-time';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { priceIndexDecider } from './price-index.decider';

/** The owner sets months of the price index (typed, or read from her CSV). */
export function setPriceIndex(db: Db, ctx: CommandContext, input: { months: IndexMonth[]; tz: string }) {
  return runCommand(db, {
    type: 'SetPriceIndex',
    decide: async (trx) => {
      const command = { type: 'SetPriceIndex' as const, months: input.months, today: studioTime(ctx.now, input.tz).date };
      const { append } = await decideOnStream(trx, priceIndexStream(), priceIndexDecider, command);
      return { appends: [append], result: {} };
    },
  }, ctx);
}
