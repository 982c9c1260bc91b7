import type { TopicHandlers } from '../../../lib/realtime';
import { myPausesKeys, pausePlanLimitsKey, pauseSettingsKey, pendingPausesKey } from './pauses';
import { receiptChecksKey } from './verified-transfers';

/**
 * Realtime for Transferencias (a receipt sent or decided, a movement imported or used) and for pauses: hers on her
 * `user:<id>` topic (her package and ledger are refreshed by the shared handlers, web/src/api/api-topics.ts), the
 * ones waiting on `admin:users`, the studio's rule and the packages' own limits on `catalog`.
 */
export const billingTopicHandlers: TopicHandlers = {
  'admin:transfers': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: receiptChecksKey }),
  user: ({ userId }, queryClient) => void queryClient.invalidateQueries({ queryKey: myPausesKeys.of(userId) }),
  'admin:users': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: pendingPausesKey }),
  catalog: (_event, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: pauseSettingsKey });
    void queryClient.invalidateQueries({ queryKey: pausePlanLimitsKey });
    void queryClient.invalidateQueries({ queryKey: myPausesKeys.all });
  },
};
