import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { sequencePending } from '../../events/store/sequencer';
import { ensureCheckpoint } from '../../projections/runner/checkpoints';
import { processBatch } from '../../projections/runner/process-batch';
import { deliverDue } from '../../services/notifications/push-delivery';
import { pushReactor } from '../../services/notifications/push.reactor';
import { startPushWorker } from '../../services/notifications/push-worker';
import { vapidKeys } from '../../services/notifications/vapid-keys';
import { startPushReceiver, type PushDevice, type PushReceiver } from '../support/push-receiver';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

describe('push notifications', () => {
  let t: TestApp;
  let push: PushReceiver;
  let admin: { token: string; userId: string };
  let ana: { token: string; userId: string };
  let beto: { token: string; userId: string };
  const reactor = () => pushReactor({ studioTz: t.config.studioTz, now: () => t.clock.now() });
  const db = () => t.db.handle.db;

  /** What the background worker does, one step at a time: react to new events, then deliver what is due. */
  const flush = async (timeoutMs = 2000) => {
    // Commits get their global positions from the sequencer, which these tests run by hand like the reactor.
    await sequencePending(db());
    await ensureCheckpoint(db(), reactor().name);
    for (let r = await processBatch(db(), reactor(), 500); r.kind === 'advanced' && r.more; r = await processBatch(db(), reactor(), 500));
    return deliverDue(db(), { vapid: await vapidKeys(t.config, t.db.handle), now: () => t.clock.now(), agent: push.agent, timeoutMs, allowPrivateEndpoints: true });
  };
  const subscribe = (token: string, device: PushDevice, asString = false) =>
    t.as(token, { method: 'POST', url: '/api/user/addNotificationToken', payload: { token: asString ? JSON.stringify(device.subscription) : device.subscription } });
  const publishNews = async (titulo: string) => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const { publicUrl } = (await t.as(admin.token, { method: 'POST', url: '/api/noticias/uploadNoticiaImage', payload: { fileData: image.toString('base64') } })).json();
    return t.as(admin.token, { method: 'POST', url: '/api/noticias/crearNoticia', payload: { titulo, contenido: 'Texto', imagen_url: publicUrl } });
  };
  const outbox = () => db().selectFrom('push_outbox').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    // The stand-in push service listens on 127.0.0.1, which production refuses as a private address.
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00', env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' } });
    push = await startPushReceiver();
    admin = await t.signUp({ firstName: 'Laura', lastName: 'Coach' });
    ana = await t.signUp({ firstName: 'Ana', lastName: 'Pérez' });
    beto = await t.signUp({ firstName: 'Beto', lastName: 'Gómez' });
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });
  beforeEach(async () => {
    await flush(); // nothing left over from the previous test
    await db().deleteFrom('push_subscriptions').execute();
    push.received.length = 0;
  });

  it('publishes a stable VAPID public key to anyone, generated once and persisted', async () => {
    const a = await t.as(undefined, { method: 'GET', url: '/api/notifications/vapidPublicKey' });
    expect(a.statusCode).toBe(200);
    expect(Buffer.from(a.json().publicKey, 'base64url')).toHaveLength(65);
    const b = await t.as(undefined, { method: 'GET', url: '/api/notifications/vapidPublicKey' });
    expect(b.json().publicKey).toBe(a.json().publicKey);
  });

  it('registers a subscription for the caller only, and validates it', async () => {
    const device = push.device();
    expect((await t.as(undefined, { method: 'POST', url: '/api/user/addNotificationToken', payload: { token: device.subscription } })).statusCode).toBe(401);
    const other = await t.as(ana.token, { method: 'POST', url: '/api/user/addNotificationToken', payload: { clerkUserId: beto.userId, token: device.subscription } });
    expect(other.json().code).toBe('NOT_YOUR_DATA');
    const bad: unknown[] = [
      '{no es json',
      JSON.stringify({ endpoint: 'http://push.example.com/x', keys: device.subscription.keys }),
      { endpoint: 'https://push.example.com/x', keys: { p256dh: device.subscription.keys.p256dh } },
      { endpoint: 'https://push.example.com/x', keys: { p256dh: 'corta', auth: device.subscription.keys.auth } },
      { endpoint: 'ftp://push.example.com/x', keys: device.subscription.keys },
    ];
    for (const token of bad) {
      const res = await t.as(ana.token, { method: 'POST', url: '/api/user/addNotificationToken', payload: { token } });
      expect(res.statusCode, JSON.stringify(token)).toBe(400);
    }
    expect((await subscribe(ana.token, device, true)).json()).toEqual({ ok: true });
    expect((await t.as(ana.token, { method: 'GET', url: '/api/notifications/preferences' })).json()).toEqual({ enabled: true, devices: 1 });
    // At most ten devices per member: the oldest registrations give way.
    for (let i = 0; i < 12; i++) {
      t.clock.advance(1000);
      await subscribe(ana.token, push.device());
    }
    t.clock.set('2026-11-16T12:00:00-03:00');
    expect((await t.as(ana.token, { method: 'GET', url: '/api/notifications/preferences' })).json().devices).toBe(10);
    expect(await db().selectFrom('push_subscriptions').select('endpoint').where('endpoint', '=', device.subscription.endpoint).execute()).toEqual([]);
  });

  it('sends a published news post to every subscribed device but the author, encrypted (aes128gcm) with a 1-day TTL', async () => {
    const anaPhone = push.device();
    const betoPhone = push.device();
    const adminPhone = push.device();
    await subscribe(ana.token, anaPhone);
    await subscribe(beto.token, betoPhone, true);
    await subscribe(admin.token, adminPhone);
    expect((await publishNews('Cerramos el feriado')).statusCode).toBe(201);
    expect(push.received).toHaveLength(0); // nothing is sent inside the request

    const report = await flush();
    expect(report.sent).toBe(2);
    for (const phone of [anaPhone, betoPhone]) {
      const [got] = push.messagesFor(phone.id);
      expect(got!.message).toMatchObject({ title: 'Nueva noticia', body: 'Cerramos el feriado', url: '/' });
      expect(got!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(got!.headers.ttl)).toBe(86_400);
      const vapid = await vapidKeys(t.config, t.db.handle);
      expect(String(got!.headers.authorization)).toContain(`k=${vapid.publicKey}`);
    }
    expect(push.messagesFor(adminPhone.id)).toEqual([]);
    expect((await flush()).sent).toBe(0); // delivered once
  });

  it('lets a member turn notifications off and back on', async () => {
    const phone = push.device();
    await subscribe(ana.token, phone);
    const off = await t.as(ana.token, { method: 'POST', url: '/api/notifications/preferences', payload: { enabled: false } });
    expect(off.json()).toEqual({ enabled: false, devices: 1 });
    await publishNews('Sin aviso');
    await flush();
    expect(push.messagesFor(phone.id)).toEqual([]);
    await t.as(ana.token, { method: 'POST', url: '/api/notifications/preferences', payload: { enabled: true } });
    await publishNews('Con aviso');
    await flush();
    expect(push.messagesFor(phone.id).map((m) => m.message.body)).toEqual(['Con aviso']);

    await t.as(ana.token, { method: 'POST', url: '/api/notifications/removeSubscription', payload: { endpoint: phone.subscription.endpoint } });
    expect((await t.as(ana.token, { method: 'GET', url: '/api/notifications/preferences' })).json().devices).toBe(0);
  });

  it('removes a subscription the push service answers 410 for', async () => {
    const phone = push.device('gone');
    await subscribe(ana.token, phone);
    await publishNews('Noticia');
    const report = await flush();
    expect(report.gone).toBe(1);
    expect(await db().selectFrom('push_subscriptions').select('endpoint').where('endpoint', '=', phone.subscription.endpoint).execute()).toEqual([]);
    expect((await outbox()).at(-1)).toMatchObject({ status: 'gone' });
  });

  it('never lets a down, failing or silent push service block or fail the command; it retries later with backoff', async () => {
    const hanging = push.device('hang');
    const failing = push.device('fail');
    await subscribe(ana.token, hanging);
    await subscribe(beto.token, failing);
    await t.as(ana.token, {
      method: 'POST',
      url: '/api/user/addNotificationToken',
      payload: { token: { endpoint: 'https://127.0.0.1:1/push/nadie', keys: failing.subscription.keys } },
    }).then((r) => expect(r.statusCode).toBe(200));

    const started = Date.now();
    const res = await publishNews('Aviso importante');
    expect(res.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);

    const report = await flush(300);
    expect(report).toMatchObject({ sent: 0, retried: 3 });
    const rows = (await outbox()).slice(-3);
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(new Date(row.next_attempt_at).getTime() - t.clock.now().getTime()).toBe(30_000);
    }
    // Not due yet: nothing is tried again before the backoff.
    expect((await flush(300)).retried).toBe(0);
    t.clock.advance(30_000);
    push.setBehaviour(failing.id, 'accept');
    const second = await flush(300);
    expect(second.sent).toBe(1);
    expect(push.messagesFor(failing.id)[0]!.message.body).toBe('Aviso importante');
    // Past the 1-day TTL, what is still failing is dropped, not retried forever.
    t.clock.advance(25 * 3600 * 1000);
    expect((await flush(300)).dropped).toBe(2);
    t.clock.set('2026-11-16T12:00:00-03:00');
  });

  it('sends member package, booking and plan notices from their events, to the right people', async () => {
    const adminPhone = push.device();
    const anaPhone = push.device();
    await subscribe(admin.token, adminPhone);
    await subscribe(ana.token, anaPhone);
    let position = 1_000_000;
    const event = (type: string, data: Record<string, unknown>, actorId = admin.userId): RecordedEvent => ({
      globalPosition: ++position, streamId: `member:${ana.userId}`, streamPosition: 1, eventId: `e${position}`, type, schemaVersion: 1, data,
      metadata: { actorId, now: t.clock.now().toISOString() }, recordedAt: t.clock.now(),
    });
    await db().transaction().execute((trx) =>
      reactor().handle(trx, [
        event('PackageRequested', { userId: ana.userId, requestId: 1, packageId: 999, receiptKey: 'k', receiptMime: 'image/png', requestedAt: '2026-11-16' }, ana.userId),
        event('PackageRequestApproved', { userId: ana.userId, requestId: 1 }),
        event('PackageAssigned', { userId: ana.userId, packageId: 999, validUntil: '2026-12-01', credits: 8, requestId: 1 }),
        event('PackageRequestRejected', { userId: ana.userId, requestId: 2, reason: 'El comprobante no se lee.' }),
        event('PackageAssigned', { userId: ana.userId, packageId: 999, validUntil: '2026-12-01', credits: 8 }),
        event('PackageRemoved', { userId: ana.userId, packageId: 999, credits: 3 }),
        event('CreditsExpired', { userId: ana.userId, packageId: 999, validUntil: '2026-12-01', credits: 2 }, 'system'),
        event('BookingCancelled', { bookingId: 1, slotId: 1, fecha: '2026-11-17', hora: '18:00', userId: ana.userId, reason: 'admin' }),
        event('BookingCancelled', { bookingId: 2, slotId: 1, fecha: '2026-11-17', hora: '19:00', userId: ana.userId, reason: 'member' }, ana.userId),
        event('BookingCancelled', { bookingId: 3, slotId: 1, fecha: '2026-11-15', hora: '09:00', userId: ana.userId, reason: 'slot-removed' }),
        event('PlanAssignedToMember', { planId: 77, userId: ana.userId }),
      ]),
    );
    await flush();
    expect(push.messagesFor(adminPhone.id).map((m) => m.message)).toEqual([
      { title: 'Nueva solicitud de paquete', body: 'Ana Pérez pidió un paquete.', url: '/admin/usuarios', tag: expect.any(String) },
    ]);
    // Deliveries go out in parallel, so the arrival order is not the event order.
    const toAna = new Map(push.messagesFor(anaPhone.id).map((m) => [m.message.title, m]));
    expect([...toAna.keys()].sort()).toEqual(['Nueva planificación', 'Paquete asignado', 'Paquete removido', 'Solicitud aprobada', 'Solicitud rechazada', 'Tu paquete venció', 'Turno cancelado']);
    expect(toAna.get('Solicitud rechazada')!.message.body).toBe('Tu solicitud de paquete fue rechazada: El comprobante no se lee.');
    expect(toAna.get('Paquete asignado')!.message.body).toBe('Te asignaron un paquete, válido hasta el martes 1 de diciembre.');
    expect(toAna.get('Tu paquete venció')!.message).toMatchObject({ body: 'Tu paquete venció el martes 1 de diciembre. Pide uno nuevo en Paquetes para seguir reservando.', url: '/paquetes' });
    const cancelled = toAna.get('Turno cancelado')!;
    expect(cancelled.message).toMatchObject({ body: 'El estudio canceló tu turno del martes 17 de noviembre a las 18:00. Te devolvimos el crédito.', url: '/turnos' });
    // Valid until the class starts: from 12:00 on the 16th to 18:00 on the 17th.
    expect(Number(cancelled.headers.ttl)).toBe(30 * 3600);
    expect(cancelled.headers.urgency).toBe('high');
    expect(Number(toAna.get('Solicitud aprobada')!.headers.ttl)).toBe(7 * 24 * 3600);
    expect(toAna.get('Nueva planificación')!.message).toMatchObject({ body: 'Te asignaron una nueva planificación.', url: '/planificaciones/77' });
  });

  it('tells the members of a moved class where it went: the one booked and the one waiting for a place', async () => {
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 1 }]);
    const [wed] = studio.slotIds as [number];
    for (const m of [ana, beto]) await giveCredits(t, m.userId, studio.packageId, 8);
    const post = (token: string, url: string, payload: object) => t.as(token, { method: 'POST', url, payload });
    expect((await post(ana.token, '/api/reservas/addReserva', { horario_id: wed, fecha: '2026-11-18' })).statusCode).toBe(200);
    expect((await post(beto.token, '/api/reservas/joinWaitlist', { horario_id: wed, fecha: '2026-11-18' })).statusCode).toBe(200);
    await flush(); // the packages' notices went to nobody: the phones subscribe now
    const [anaPhone, betoPhone] = [push.device(), push.device()];
    await subscribe(ana.token, anaPhone);
    await subscribe(beto.token, betoPhone);

    const moved = await post(admin.token, '/api/horarios/moveOccurrence', { horario_id: wed, fecha: '2026-11-18', nueva_fecha: '2026-11-19', nueva_hora: '19:00', motivo: 'Sala en obra' });
    expect(moved.json()).toMatchObject({ reservas_movidas: 1, en_espera_movidas: 1 });
    await flush();
    expect(push.messagesFor(anaPhone.id).map((m) => [m.message.title, m.message.body])).toEqual([
      ['Clase movida', 'Tu clase de Funcional se movió al jueves 19 de noviembre a las 19:00. Sigues anotado. Si no puedes ir, cancela desde Mis Turnos y te devolvemos el crédito.'],
    ]);
    const [toBeto, ...more] = push.messagesFor(betoPhone.id);
    expect(more).toEqual([]);
    expect(toBeto!.message).toMatchObject({
      title: 'Clase movida',
      body: 'Tu lugar en la lista de espera de Funcional pasó al jueves 19 de noviembre a las 19:00, la nueva hora de la clase. Si se libera un lugar, te avisamos.',
      url: '/turnos',
    });
    // Valid until the new class starts: from 12:00 on Monday the 16th to 19:00 on Thursday the 19th.
    expect(Number(toBeto!.headers.ttl)).toBe(79 * 3600);
  });

  it('delivers on its own when the background worker runs', async () => {
    const phone = push.device();
    await subscribe(ana.token, phone);
    const worker = startPushWorker({ database: t.db.handle, config: t.config, clock: t.clock, agent: push.agent, deliverEveryMs: 200 });
    try {
      await publishNews('En vivo');
      const deadline = Date.now() + 8000;
      while (push.messagesFor(phone.id).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(push.messagesFor(phone.id).map((m) => m.message.body)).toEqual(['En vivo']);
    } finally {
      await worker.stop();
    }
  });
});
