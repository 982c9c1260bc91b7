import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clerkTestKeys, TEST_ORIGIN, type ClerkTestKeys, clerkEnv } from '../support/clerk-tokens';
import { startPushReceiver, type PushDevice, type PushReceiver } from '../support/push-receiver';
import { createTestApp, type TestApp } from '../support/test-app';
import { clerkWebhookDelivery } from '../support/clerk-webhook';

const SECRET = `whsec_${randomBytes(24).toString('base64')}`;

const delivery = (event: unknown, id: string) => clerkWebhookDelivery(event, { id, secret: SECRET });

describe('Clerk mode: a push subscription ends with the Clerk session that registered it', () => {
  let t: TestApp;
  let keys: ClerkTestKeys;
  let push: PushReceiver;
  beforeAll(async () => {
    vi.stubEnv('CLERK_TELEMETRY_DISABLED', '1');
    keys = await clerkTestKeys();
    push = await startPushReceiver();
    t = await createTestApp({
      env: clerkEnv(keys, { CLERK_AUTHORIZED_PARTIES: TEST_ORIGIN, CLERK_WEBHOOK_SECRET: SECRET, PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' }),
    });
  });
  afterAll(async () => {
    await push.close();
    await t.close();
    vi.unstubAllEnvs();
  });

  const subscribe = async (token: string, device: PushDevice) =>
    expect((await t.as(token, { method: 'POST', url: '/api/user/addNotificationToken', payload: { token: device.subscription } })).statusCode).toBe(200);
  const sessionOf = async (device: PushDevice) =>
    (await t.db.handle.db.selectFrom('push_subscriptions').select('session_id').where('endpoint', '=', device.subscription.endpoint).executeTakeFirst())?.session_id;

  it('records the token\'s sid and drops the device when Clerk reports that session ended, not the member\'s other devices', async () => {
    const onTablet = await keys.sign({ sub: 'user_ana', role: 'member', extraClaims: { sid: 'sess_tablet' } });
    const onPhone = await keys.sign({ sub: 'user_ana', role: 'member', extraClaims: { sid: 'sess_phone' } });
    const registered = await t.as(onTablet, { method: 'POST', url: '/api/user/addUser', payload: { clerkUserId: 'user_ana', firstName: 'Ana', lastName: 'Clerk', email: 'ana@example.com' } });
    expect(registered.statusCode).toBe(200);
    const [tablet, phone] = [push.device(), push.device()];
    await subscribe(onTablet, tablet);
    await subscribe(onPhone, phone);
    expect([await sessionOf(tablet), await sessionOf(phone)]).toEqual(['sess_tablet', 'sess_phone']);

    const created = { type: 'session.created', object: 'event', data: { id: 'sess_phone', object: 'session', user_id: 'user_ana', status: 'active' } };
    expect((await t.app.inject(delivery(created, 'msg_created'))).statusCode).toBe(204);
    const ended = { type: 'session.ended', object: 'event', data: { id: 'sess_tablet', object: 'session', user_id: 'user_ana', status: 'ended' } };
    expect((await t.app.inject(delivery(ended, 'msg_ended'))).statusCode).toBe(204);
    expect(await sessionOf(tablet)).toBeUndefined();
    expect(await sessionOf(phone)).toBe('sess_phone');

    const revoked = { type: 'session.revoked', object: 'event', data: { id: 'sess_phone', object: 'session', user_id: 'user_ana', status: 'revoked' } };
    expect((await t.app.inject(delivery(revoked, 'msg_revoked'))).statusCode).toBe(204);
    expect(await sessionOf(phone)).toBeUndefined();
  });

  it('drops the removed session\'s device only on a genuine delivery, and never another member\'s', async () => {
    const register = async (token: string, clerkUserId: string, firstName: string) =>
      expect((await t.as(token, { method: 'POST', url: '/api/user/addUser', payload: { clerkUserId, firstName, lastName: 'Clerk', email: `${clerkUserId}@example.com` } })).statusCode).toBe(200);
    const onFrontDesk = await keys.sign({ sub: 'user_bea', role: 'member', extraClaims: { sid: 'sess_front_desk' } });
    const onHerPhone = await keys.sign({ sub: 'user_caro', role: 'member', extraClaims: { sid: 'sess_caro' } });
    await register(onFrontDesk, 'user_bea', 'Bea');
    await register(onHerPhone, 'user_caro', 'Caro');
    const [frontDesk, carosPhone] = [push.device(), push.device()];
    await subscribe(onFrontDesk, frontDesk);
    await subscribe(onHerPhone, carosPhone);
    const removed = { type: 'session.removed', object: 'event', data: { id: 'sess_front_desk', object: 'session', user_id: 'user_bea', status: 'removed' } };

    // Signed with another secret: refused as Clerk's other webhooks are, and the device keeps its subscription.
    const forged = await t.app.inject(clerkWebhookDelivery(removed, { id: 'msg_forged_removed', secret: `whsec_${randomBytes(24).toString('base64')}` }));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect(await sessionOf(frontDesk)).toBe('sess_front_desk');

    // Clerk's own delivery, and its retry under the same svix-id: Bea's front-desk device goes, Caro's phone stays.
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await t.app.inject(delivery(removed, 'msg_removed'))).statusCode).toBe(204);
    expect(await sessionOf(frontDesk)).toBeUndefined();
    expect(await sessionOf(carosPhone)).toBe('sess_caro');
    // An event type the route does not handle is acknowledged and changes nothing.
    const updated = { type: 'user.updated', object: 'event', data: { id: 'user_caro', object: 'user' } };
    expect((await t.app.inject(delivery(updated, 'msg_updated'))).statusCode).toBe(204);
    expect(await sessionOf(carosPhone)).toBe('sess_caro');
  });
});
