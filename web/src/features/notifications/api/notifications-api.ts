import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api-client';

export type NotificationPreferences = ApiAnswer<'GET /api/notifications/preferences'>;

export const notificationKeys = { preferences: ['notifications', 'preferences'] as const };

export const getVapidPublicKey = () => api('GET /api/notifications/vapidPublicKey', {}, { anonymous: true }).then((r) => r.publicKey);

// The browser's PushSubscriptionJSON types every field optional; the server checks the shape (INVALID_PUSH_SUBSCRIPTION).
type SubscriptionToken = { endpoint: string; keys: { p256dh: string; auth: string } };
export const addNotificationToken = (subscription: PushSubscriptionJSON) =>
  api('POST /api/user/addNotificationToken', { body: { token: subscription as SubscriptionToken } });

export const removeSubscription = (endpoint: string) =>
  api('POST /api/notifications/removeSubscription', { body: { endpoint } });

export const setNotificationsEnabled = (enabled: boolean) =>
  api('POST /api/notifications/preferences', { body: { enabled } });

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.preferences, queryFn: ({ signal }) => api('GET /api/notifications/preferences', {}, { signal }) });

export const useNotificationPreferences = () => useQuery(preferencesQueryOptions());
