import type { TopicRoute } from '../changefeed/topics';

// The price index is the admins' (Reportes reads it): a saved month refreshes their summaries in constant pesos.
export const reportsTopics: readonly TopicRoute[] = [{ events: ['PriceIndexSet'], topics: () => ['admin:bookings'] }];
