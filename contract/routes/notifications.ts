import { Type } from 'typebox';
import { AddTokenBody, NoticeChannelsBody, NoticeChannelsSchema, PreferencesBody, PreferencesSchema, RemoveSubscriptionBody } from '../notifications';
import { defineRoutes } from './route-schemas';

/**
 * Every notifications route: who may call it, its params, body, query and answers, and the errors its handler can end in, as the server
 * serves them (services/platform/http/contract-route.ts) and the web types its calls.
 */
export const notificationsApi = defineRoutes({
  'GET /api/notifications/vapidPublicKey': { access: 'public', errors: [503], response: { 200: Type.Object({ publicKey: Type.String() }) } },
  'POST /api/user/addNotificationToken': { access: 'member', errors: [403, 409], body: AddTokenBody, response: { 200: Type.Object({ ok: Type.Boolean() }) } },
  'POST /api/notifications/removeSubscription': { access: 'member', body: RemoveSubscriptionBody, response: { 200: Type.Object({ ok: Type.Boolean() }) } },
  'GET /api/notifications/preferences': { access: 'member', response: { 200: PreferencesSchema } },
  'POST /api/notifications/preferences': { access: 'member', errors: [409, 422], body: PreferencesBody, response: { 200: PreferencesSchema } },
  'GET /api/notifications/channels': { access: 'member', response: { 200: NoticeChannelsSchema } },
  'POST /api/notifications/channels': { access: 'member', errors: [404, 409, 422], body: NoticeChannelsBody, response: { 200: NoticeChannelsSchema } },
});
