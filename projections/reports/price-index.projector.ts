import type { PriceIndexEvent } from '../../events/catalog/reports.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** price_index: each month's latest value; an event sets the months it names and leaves the rest; a redelivery changes nothing. */
export const priceIndexProjector: Projector = {
  name: 'price-index@v1',
  tables: ['price_index'],
  handles: ['PriceIndexSet'],
  async apply(trx, recorded) {
    const { data } = recorded as unknown as RecordedEvent & PriceIndexEvent;
    for (const { month, value } of data.months) {
      const row = { value, last_position: recorded.streamPosition };
      await trx
        .insertInto('price_index')
        .values({ month, ...row })
        .onConflict((oc) => oc.column('month').doUpdateSet(row).where('price_index.last_position', '<', recorded.streamPosition))
        .execute();
    }
  },
};
