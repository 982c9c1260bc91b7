import { Webhook } from 'svix';

export const CLERK_WEBHOOK_URL = '/api/webhooks/clerk';

/** A delivery as Clerk (through Svix) sends it. Svix checks the timestamp against the wall clock, not the app's. */
export function clerkWebhookDelivery(event: unknown, opts: { id: string; secret: string; at?: Date }) {
  const body = JSON.stringify(event);
  const at = opts.at ?? new Date();
  const signature = new Webhook(opts.secret).sign(opts.id, at, body);
  return {
    method: 'POST' as const,
    url: CLERK_WEBHOOK_URL,
    payload: body,
    headers: { 'content-type': 'application/json', 'svix-id': opts.id, 'svix-timestamp': String(Math.floor(at.getTime() / 1000)), 'svix-signature': signature },
  };
}
