import type { PriceListEvent } from '../../events/catalog/price-lists.events';
import type { Projector } from '../runner/projection';

/**
 * price_versions: every version of each package's price list, a cancelled one kept with cancelled = true. Keyed by
 * package and version, so a redelivered event writes the same row. The package's price itself follows
 * PriceVersionTookEffect in packages@v1.
 */
export const priceListsProjector: Projector = {
  name: 'price-lists@v1',
  tables: ['price_versions'],
  handles: ['PriceVersionScheduled', 'PriceVersionCancelled'],
  async apply(trx, recorded) {
    const event = recorded as unknown as PriceListEvent;
    if (event.type === 'PriceVersionCancelled') {
      await trx.updateTable('price_versions').set({ cancelled: true }).where('package_id', '=', event.data.packageId).where('version_id', '=', event.data.versionId).execute();
      return;
    }
    if (event.type !== 'PriceVersionScheduled') return;
    const { packageId, versionId, effectiveFrom, prices, early, late } = event.data;
    await trx
      .insertInto('price_versions')
      .values({
        package_id: packageId, version_id: versionId, effective_from: effectiveFrom, ...prices,
        early_until_day: early?.untilDay ?? null, early_discount: early?.discount ?? null, late_after_day: late?.afterDay ?? null, late_surcharge: late?.surcharge ?? null, cancelled: false,
      })
      .onConflict((oc) => oc.columns(['package_id', 'version_id']).doNothing())
      .execute();
  },
};
