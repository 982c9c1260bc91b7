import { Type } from 'typebox';
import { problemResponses } from '../http';
import { AddTokenBody, PreferencesBody, PreferencesSchema, RemoveSubscriptionBody } from '../notifications';
import type { RouteSchemas } from './route-schemas';

/** Every notifications route: params, body, query and answers, as the server validates them and the web types its calls. */
export const notificationsApi = {
  'GET /api/notifications/vapidPublicKey': { response: { 200: Type.Object({ publicKey: Type.String() }), ...problemResponses } },
  'POST /api/user/addNotificationToken': { body: AddTokenBody, response: { 200: Type.Object({ ok: Type.Boolean() }), ...problemResponses } },
  'POST /api/notifications/removeSubscription': { body: RemoveSubscriptionBody, response: { 200: Type.Object({ ok: Type.Boolean() }), ...problemResponses } },
  'GET /api/notifications/preferences': { response: { 200: PreferencesSchema, ...problemResponses } },
  'POST /api/notifications/preferences': { body: PreferencesBody, response: { 200: PreferencesSchema, ...problemResponses } },
} satisfies RouteSchemas;
