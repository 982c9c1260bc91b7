import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { ensureCheckpoint } from '../../projections/runner/checkpoints';
import { processBatch } from '../../projections/runner/process-batch';
import { deliverDue } from '../../services/notifications/push-delivery';
import { pushReactor } from '../../services/notifications/push.reactor';
import { vapidKeys } from '../../services/notifications/vapid-keys';
import { startPushReceiver, type PushDevice, type PushReceiver } from '../support/push-receiver';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
const START = '2026-11-16T12:00:00-03:00';

/** Shared phones: a device's push subscription ends with the session that registered it. */
describe('push subscriptions end with their session', () => {
  let t: TestApp;
  let push: PushReceiver;
  let counter = 0;
  const reactor = () => pushReactor({ studioTz: t.config.studioTz, now: () => t.clock.now() });
  const db = () => t.db.handle.db;

  /** The background worker, one step at a time, as it runs with local accounts (expired sessions checked). */
  const flush = async () => {
    await sequencePending(db());
    await ensureCheckpoint(db(), reactor().name);
    for (let r = await processBatch(db(), reactor(), 500); r.kind === 'advanced' && r.more; r = await processBatch(db(), reactor(), 500));
    return deliverDue(db(), {
      vapid: await vapidKeys(t.config, t.db.handle),
      now: () => t.clock.now(),
      agent: push.agent,
      timeoutMs: 2000,
      allowPrivateEndpoints: true,
      localSessions: { idleDays: t.config.sessionIdleDays },
    });
  };
  /** A member with one session (their first device); `signIn` opens another one, as a second phone would. */
  const member = async (firstName: string) => {
    const email = `${firstName.toLowerCase()}${++counter}@example.com`;
    const password = 'una clave bien larga';
    const { token, userId } = await t.signUp({ email, password, firstName, lastName: 'Prueba' });
    const signIn = async () => (await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } })).json().token as string;
    return { token, userId, signIn };
  };
  const subscribe = async (token: string, device: PushDevice) =>
    expect((await t.as(token, { method: 'POST', url: '/api/user/addNotificationToken', payload: { token: device.subscription } })).statusCode).toBe(200);
  const publishNews = async (adminToken: string, titulo: string) => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const { publicUrl } = (await t.as(adminToken, { method: 'POST', url: '/api/noticias/uploadNoticiaImage', payload: { fileData: image.toString('base64') } })).json();
    const res = await t.as(adminToken, { method: 'POST', url: '/api/noticias/crearNoticia', payload: { titulo, contenido: 'Texto', imagen_url: publicUrl } });
    expect(res.statusCode).toBe(201);
  };
  const bodies = (device: PushDevice) => push.messagesFor(device.id).map((m) => m.message.body);
  const subscribed = async (device: PushDevice) =>
    (await db().selectFrom('push_subscriptions').select('endpoint').where('endpoint', '=', device.subscription.endpoint).execute()).length === 1;

  let admin: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    // A long absolute lifetime, so only idleness ends a session in the expiry test.
    t = await createTestApp({ now: START, env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1', SESSION_IDLE_DAYS: '14', SESSION_TTL_DAYS: '365' } });
    push = await startPushReceiver();
    admin = await member('Laura'); // the first account is the studio's admin
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });
  beforeEach(async () => {
    await flush();
    await db().deleteFrom('push_subscriptions').execute();
    push.received.length = 0;
  });

  it('stops pushing to a device once its member signs out there, while their other signed-in device still gets notices', async () => {
    const ana = await member('Ana');
    const [tablet, phone] = [push.device(), push.device()];
    await subscribe(ana.token, tablet);
    const phoneSession = await ana.signIn();
    await subscribe(phoneSession, phone);

    expect((await t.as(ana.token, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(204);
    expect(await subscribed(tablet)).toBe(false);
    await publishNews(admin.token, 'Cambio de horario');
    await flush();
    expect(bodies(tablet)).toEqual([]);
    expect(bodies(phone)).toEqual(['Cambio de horario']);
  });

  it('stops pushing to every device of a member who signs out everywhere, including a device registered before sessions were recorded', async () => {
    const beto = await member('Beto');
    const [tablet, phone, older] = [push.device(), push.device(), push.device()];
    await subscribe(beto.token, tablet);
    await subscribe(await beto.signIn(), phone);
    await subscribe(await beto.signIn(), older);
    await db().updateTable('push_subscriptions').set({ session_id: null }).where('endpoint', '=', older.subscription.endpoint).execute();

    expect((await t.as(beto.token, { method: 'POST', url: '/api/auth/sign-out-all' })).statusCode).toBe(204);
    await publishNews(admin.token, 'Feriado');
    await flush();
    for (const device of [tablet, phone, older]) expect(bodies(device)).toEqual([]);
    expect(push.received).toHaveLength(0);
  });

  it('stops pushing to a device whose session went idle, and keeps pushing to live sessions and to devices without a recorded session', async () => {
    const caro = await member('Caro');
    const dani = await member('Dani');
    const [shared, legacy, danisPhone] = [push.device(), push.device(), push.device()];
    await subscribe(caro.token, shared);
    await subscribe(caro.token, legacy);
    await db().updateTable('push_subscriptions').set({ session_id: null }).where('endpoint', '=', legacy.subscription.endpoint).execute();

    t.clock.advance(14 * DAY + 60_000); // nobody used their session for 14 days: every one of them is over
    try {
      const laura = await admin.signIn();
      await subscribe(await dani.signIn(), danisPhone);
      await publishNews(laura, 'Vuelve la clase de yoga');
      const report = await flush();
      expect(report).toMatchObject({ sent: 2, dropped: 1 });
      expect(bodies(shared)).toEqual([]);
      expect(bodies(legacy)).toEqual(['Vuelve la clase de yoga']);
      expect(bodies(danisPhone)).toEqual(['Vuelve la clase de yoga']);
      expect(await subscribed(shared)).toBe(false);
      const cancelled = await db().selectFrom('push_outbox').select(['status', 'last_error']).where('endpoint', '=', shared.subscription.endpoint).execute();
      expect(cancelled).toEqual([{ status: 'cancelled', last_error: 'session ended' }]);
    } finally {
      t.clock.set(START);
    }
  });

  it('ties a device to the session that registers it last', async () => {
    const eva = await member('Eva');
    const fede = await member('Fede');
    const tablet = push.device();
    await subscribe(eva.token, tablet);
    // The next person on the front-desk tablet turns notifications on: the device is theirs, and Eva's
    // sign-out no longer touches it.
    await subscribe(fede.token, tablet);
    expect((await t.as(eva.token, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(204);
    expect(await subscribed(tablet)).toBe(true);
    expect((await t.as(fede.token, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(204);
    expect(await subscribed(tablet)).toBe(false);
  });
});
