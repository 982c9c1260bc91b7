import type { TopicHandlers } from '../../../lib/realtime';
import { offerPricesKey } from './offer-prices';

/** A price-list version scheduled, withdrawn or taking effect rides on `catalog`: the prices on offer refresh. */
export const packagesTopicHandlers: TopicHandlers = {
  catalog: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: offerPricesKey }),
};
