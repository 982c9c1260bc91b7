import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverDue } from '../../services/notifications/push-delivery';
import type { HostResolver } from '../../services/notifications/push-endpoint-guard';
import { vapidKeys } from '../../services/notifications/vapid-keys';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { createTestApp, type TestApp } from '../support/test-app';

const PUBLIC_IP = '93.184.216.34';

/**
 * What DNS answers, per name, for this test: stands in for the system resolver (and /etc/hosts) so no test
 * touches the network. A name missing from the table does not exist.
 */
const dnsTable = new Map<string, string[]>();
const stubResolver: HostResolver = async (hostname) => {
  if (hostname === 'dns-caido.example') throw Object.assign(new Error(`getaddrinfo EAI_AGAIN ${hostname}`), { code: 'EAI_AGAIN' });
  const addresses = dnsTable.get(hostname);
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

/**
 * Blind SSRF through push subscriptions: a member may only register an endpoint whose host is public, checked
 * on what the name resolves to at subscribe time and again right before every send, with the connection
 * pinned to the address just checked.
 */
describe('push endpoints must be public internet hosts', () => {
  let t: TestApp;
  let push: PushReceiver;
  let member: { token: string; userId: string };
  const db = () => t.db.handle.db;
  const keys = () => push.device().subscription.keys;
  const subscribe = (endpoint: string) =>
    t.as(member.token, { method: 'POST', url: '/api/user/addNotificationToken', payload: { token: { endpoint, keys: keys() } } });

  beforeAll(async () => {
    t = await createTestApp({ build: { resolveHost: stubResolver } });
    push = await startPushReceiver();
    member = await t.signUp();
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });
  beforeEach(async () => {
    dnsTable.clear();
    await db().deleteFrom('push_subscriptions').execute();
    await db().deleteFrom('push_outbox').execute();
    push.received.length = 0;
  });

  it('refuses names that resolve to loopback, private or special-purpose addresses, and every literal form of them', async () => {
    dnsTable.set('localhost.', ['127.0.0.1']);
    dnsTable.set('intranet.estudio', ['192.168.1.10']); // a name from /etc/hosts
    dnsTable.set('127.0.0.1.nip.io', ['127.0.0.1']);
    dnsTable.set('metadata.example', ['169.254.169.254']);
    dnsTable.set('mixto.example', [PUBLIC_IP, '10.0.0.1']);
    dnsTable.set('nat64.example', ['64:ff9b::7f00:1']);
    dnsTable.set('mapped.example', ['::ffff:127.0.0.1']);
    dnsTable.set('cgnat.example', ['100.64.1.1']);
    const endpoints = [
      // Names, resolved through the table above.
      'localhost.', 'intranet.estudio', '127.0.0.1.nip.io', 'metadata.example', 'mixto.example', 'nat64.example', 'mapped.example', 'cgnat.example',
      // IPv6 forms that carry an IPv4 address: compatible, mapped, NAT64, 6to4, Teredo.
      '[::127.0.0.1]', '[::ffff:127.0.0.1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::1]', '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
      // IPv4 special purposes, also in the numeric spellings URLs accept.
      '198.18.0.1', '224.0.0.1', '255.255.255.255', '0.0.0.0', '240.0.0.1', '100.64.0.1', '192.0.2.1', '2130706433', '0x7f.1',
      '[fd00::1]', '[fe80::1]', '[ff02::1]', '[::1]', '[2001:db8::1]',
    ].map((host) => `https://${host}/push/abc`);
    const accepted: string[] = [];
    for (const endpoint of endpoints) {
      const res = await subscribe(endpoint);
      if (res.statusCode !== 400) {
        accepted.push(`${endpoint}: ${res.statusCode}`);
        continue;
      }
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json(), endpoint).toMatchObject({ code: 'PUSH_ENDPOINT_NOT_PUBLIC', detail: 'El endpoint de la suscripción no es un servicio de notificaciones público.' });
    }
    expect(accepted).toEqual([]);
    expect(await db().selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
  });

  it('accepts a name that resolves to public addresses only; an unknown name is a 400, a DNS outage a 503', async () => {
    dnsTable.set('fcm.example', [PUBLIC_IP, '2606:4700::6810:84e5']);
    expect((await subscribe('https://fcm.example/fcm/send/abc')).json()).toEqual({ ok: true });
    const unknown = await subscribe('https://no-existe.example/push/abc');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'PUSH_ENDPOINT_UNKNOWN_HOST', detail: expect.stringMatching(/^No se encontró/) });
    const outage = await subscribe('https://dns-caido.example/push/abc');
    expect(outage.statusCode).toBe(503);
    expect(outage.json()).toMatchObject({ code: 'PUSH_ENDPOINT_UNRESOLVED', detail: expect.stringMatching(/^No se pudo comprobar/) });
    expect(await db().selectFrom('push_subscriptions').select('endpoint').execute()).toEqual([{ endpoint: 'https://fcm.example/fcm/send/abc' }]);
  });

  /** A push service's name, and what the operating system answers for it when the sender connects. */
  const rebindingAgent = (answer: string) => {
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: answer, family: 4 }]);
      else callback(null, answer, 4);
    };
    // The stand-in push service's certificate names 127.0.0.1; the name check is off so only the address matters.
    return new https.Agent({ ...push.agent.options, checkServerIdentity: () => undefined, lookup });
  };
  const queueFor = async (endpoint: string) => {
    const now = t.clock.now();
    await db().insertInto('push_outbox').values({
      source_position: 1, kind: 'news', user_id: member.userId, endpoint, payload: JSON.stringify({ title: 'Hola', body: 'Prueba', url: '/' }),
      urgency: 'normal', expires_at: new Date(now.getTime() + 3_600_000), next_attempt_at: now, created_at: now,
    } as never).execute();
  };
  const send = async (agent: https.Agent, allowPrivateEndpoints = false) =>
    deliverDue(db(), { vapid: await vapidKeys(t.config, t.db.handle), now: () => t.clock.now(), agent, resolveHost: stubResolver, allowPrivateEndpoints, timeoutMs: 3000 });

  it('does not send when the name resolved publicly at subscribe time but privately at send time (DNS rebinding)', async () => {
    const device = push.device();
    const endpoint = device.subscription.endpoint.replace('127.0.0.1', 'push.rebind.example');
    dnsTable.set('push.rebind.example', [PUBLIC_IP]);
    expect((await t.as(member.token, { method: 'POST', url: '/api/user/addNotificationToken', payload: { token: { ...device.subscription, endpoint } } })).json()).toEqual({ ok: true });

    dnsTable.set('push.rebind.example', ['127.0.0.1']);
    await queueFor(endpoint);
    const report = await send(rebindingAgent('127.0.0.1'));
    expect(report).toMatchObject({ sent: 0, dropped: 1 });
    expect(push.received).toEqual([]);
    expect(await db().selectFrom('push_outbox').select(['status', 'last_error']).execute()).toEqual([{ status: 'failed', last_error: 'refused: PUSH_ENDPOINT_NOT_PUBLIC' }]);
    expect(await db().selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
  });

  it('connects to the address it checked, not to what the name resolves to a moment later', async () => {
    const device = push.device();
    const endpoint = device.subscription.endpoint.replace('127.0.0.1', 'push.pinned.example');
    await db().insertInto('push_subscriptions').values({ endpoint, user_id: member.userId, p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth, created_at: t.clock.now(), last_sent_at: null }).execute();

    // The check sees a public address; the connection-time answer would be the loopback push service.
    dnsTable.set('push.pinned.example', [PUBLIC_IP]);
    await queueFor(endpoint);
    const pinned = await send(rebindingAgent('127.0.0.1'));
    expect(pinned.sent).toBe(0);
    expect(push.received).toEqual([]);

    // Control: where private endpoints are allowed (the local test path), the same setup does reach the service.
    await db().deleteFrom('push_outbox').execute();
    await queueFor(endpoint);
    expect((await send(rebindingAgent('127.0.0.1'), true)).sent).toBe(1);
    expect(push.received).toHaveLength(1);
  });
});
