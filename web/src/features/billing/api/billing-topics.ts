import type { TopicHandlers } from '../../../lib/realtime';
import { receiptChecksKey } from './verified-transfers';

/** Realtime for Transferencias: a receipt sent or decided, a movement imported or used, elsewhere or on another phone. */
export const billingTopicHandlers: TopicHandlers = {
  'admin:transfers': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: receiptChecksKey }),
};
