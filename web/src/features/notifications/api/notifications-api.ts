import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type NotificationPreferences = { enabled: boolean; devices: number };

export const notificationKeys = { preferences: ['notifications', 'preferences'] as const };

export const getVapidPublicKey = () => apiFetch<{ publicKey: string }>('/api/notifications/vapidPublicKey', { anonymous: true }).then((r) => r.publicKey);

export const addNotificationToken = (subscription: PushSubscriptionJSON) =>
  apiFetch<{ ok: boolean }>('/api/user/addNotificationToken', { method: 'POST', body: { token: subscription } });

export const removeSubscription = (endpoint: string) =>
  apiFetch<{ ok: boolean }>('/api/notifications/removeSubscription', { method: 'POST', body: { endpoint } });

export const setNotificationsEnabled = (enabled: boolean) =>
  apiFetch<NotificationPreferences>('/api/notifications/preferences', { method: 'POST', body: { enabled } });

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.preferences, queryFn: ({ signal }) => apiFetch<NotificationPreferences>('/api/notifications/preferences', { signal }) });

export const useNotificationPreferences = () => useQuery(preferencesQueryOptions());
