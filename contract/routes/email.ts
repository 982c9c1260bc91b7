import { EmailStatusSchema, UnsubscribePage, UnsubscribeQuery } from '../email';
import { defineRoutes } from './route-schemas';

/**
 * Every email route: the one-click unsubscribe link of a notice mail (RFC 8058: POST turns that kind of email off
 * without signing in; GET shows a page that asks first) and the admins' view of the outbox.
 */
export const emailApi = defineRoutes({
  'GET /api/email/unsubscribe': { access: 'public', errors: [403], querystring: UnsubscribeQuery, response: { 200: UnsubscribePage } },
  'POST /api/email/unsubscribe': { access: 'public', errors: [403, 404, 409, 422], querystring: UnsubscribeQuery, response: { 200: UnsubscribePage } },
  'GET /api/admin/email': { access: 'admin', response: { 200: EmailStatusSchema } },
});
