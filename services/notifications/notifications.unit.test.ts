import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { notificationKinds, type Lookups } from './notification-kinds';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { notificationSettingsDecider } from './notification-settings.decider';
import { retryDelayMs } from './push-delivery';
import { parsePushSubscription } from './push-subscription';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const keys = { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
const lookups: Lookups = { studioTz: 'America/Argentina/Buenos_Aires', userName: async () => 'Ana Pérez', packageName: async (id) => (id === 3 ? '8 clases' : undefined), planName: async (id) => (id === 5 ? 'Fuerza I' : undefined), classCancellation: async (slotId) => (slotId === 7 ? { motivo: 'Feriado.', movedTo: null } : undefined), slotDiscipline: async () => undefined, makeupOnCancel: async () => undefined };
const event = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  globalPosition: 1, streamId: 's', streamPosition: 1, eventId: 'e', type, schemaVersion: 1, data,
  metadata: { now: '2026-11-16T15:00:00.000Z' }, recordedAt: new Date('2026-11-16T15:00:00Z'),
});

describe('push subscription tokens', () => {
  it('accepts the PushSubscription JSON as an object or a string', () => {
    const sub = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys };
    expect(parsePushSubscription(sub)).toEqual({ endpoint: sub.endpoint, ...keys });
    expect(parsePushSubscription(JSON.stringify(sub))).toEqual({ endpoint: sub.endpoint, ...keys });
  });
  it.each([
    ['http endpoint', { endpoint: 'http://push.example.com/a', keys }],
    ['no keys', { endpoint: 'https://push.example.com/a' }],
    ['short auth', { endpoint: 'https://push.example.com/a', keys: { ...keys, auth: 'abc' } }],
    ['a bare string', 'fcm-token-123'],
  ])('rejects %s', (_, token) => {
    expect(() => parsePushSubscription(token)).toThrow(expect.objectContaining({ code: 'INVALID_PUSH_SUBSCRIPTION', status: 400 }));
  });
  it.each([
    ['a loopback address', 'https://127.0.0.1:8443/push'],
    ['a private network address', 'https://10.1.2.3/push'],
    ['an IPv6 loopback', 'https://[::1]/push'],
    ['an IPv4-compatible IPv6 loopback', 'https://[::127.0.0.1]/push'],
    ['NAT64 of a loopback', 'https://[64:ff9b::7f00:1]/push'],
    ['benchmarking', 'https://198.18.0.1/push'],
    ['multicast', 'https://224.0.0.1/push'],
    ['broadcast', 'https://255.255.255.255/push'],
    ['localhost', 'https://localhost/push'],
    ['localhost with a trailing dot', 'https://localhost./push'],
  ])('rejects %s as not a public push service', (_, endpoint) => {
    expect(() => parsePushSubscription({ endpoint, keys })).toThrow(expect.objectContaining({ code: 'PUSH_ENDPOINT_NOT_PUBLIC', status: 400 }));
  });
});

describe('private push endpoints', () => {
  it('are accepted only when the studio allows them (a local test push service)', () => {
    const sub = { endpoint: 'https://127.0.0.1:8443/push', keys };
    expect(parsePushSubscription(sub, { allowPrivateHosts: true })).toEqual({ endpoint: sub.endpoint, ...keys });
  });
});

describe('notification kinds', () => {
  it('announces news to everyone for a day', async () => {
    expect(await notificationKinds.NewsPublished!(event('NewsPublished', { titulo: 'Hola' }), lookups)).toMatchObject({
      recipients: { kind: 'everyone' }, title: 'Nueva noticia', body: 'Hola', ttlSeconds: 86_400,
    });
  });
  it('tells admins who asked for which package', async () => {
    const m = await notificationKinds.PackageRequested!(event('PackageRequested', { userId: 'u1', packageId: 3 }), lookups);
    expect(m).toMatchObject({ recipients: { kind: 'admins' }, body: 'Ana Pérez pidió el paquete 8 clases.' });
  });
  it('tells admins of a pause asked, her of its decision, and her of a closed day given back (a pause’s own move is its approval’s)', async () => {
    expect(await notificationKinds.PauseRequested!(event('PauseRequested', { userId: 'u1', pauseId: 1, from: '2026-12-10', to: '2026-12-23', days: 14 }), lookups)).toMatchObject({
      recipients: { kind: 'admins' }, body: 'Ana Pérez pidió pausar su abono del jueves 10 de diciembre al miércoles 23 de diciembre.', url: '/admin/pausas',
    });
    expect(await notificationKinds.PauseRejected!(event('PauseRejected', { userId: 'u1', pauseId: 1, reason: 'Esa semana hay evaluaciones.' }), lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u1'] }, body: 'El estudio rechazó tu pausa: Esa semana hay evaluaciones.',
    });
    const moved = { userId: 'u1', packageId: 3, from: '2027-01-26', validUntil: '2027-01-27', days: 1, reason: 'Estudio cerrado el 05/01' };
    expect(await notificationKinds.PackageExpiryMoved!(event('PackageExpiryMoved', { ...moved, pauseId: 1 }), lookups)).toBeUndefined();
    expect(await notificationKinds.PackageExpiryMoved!(event('PackageExpiryMoved', { ...moved, closure: '2027-01-05' }), lookups)).toMatchObject({
      title: 'Un día más para tu paquete', body: 'El estudio cierra el martes 5 de enero: tu paquete vale un día más, hasta el martes 26 de enero.',
    });
  });
  it('tells her the new price of her plan and from which monthly date, and a package’s holders its new price, in pesos as the studio writes them', async () => {
    expect(await notificationKinds.PriceVersionAnnounced!(event('PriceVersionAnnounced', { packageId: 3, versionId: 2, effectiveFrom: '2026-12-01', price: 3_000_000, userIds: ['u1', 'u2'] }), lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u1', 'u2'] }, title: 'Nuevo precio de tu paquete', body: 'El paquete 8 clases pasa a $ 30.000 desde el martes 1 de diciembre.',
    });
    const told = event('MonthlyPriceIncreaseAnnounced', { userId: 'u1', planId: 3, versionId: 2, amount: 2_500_000, firstPeriod: '2027-02-01' });
    expect(await notificationKinds.MonthlyPriceIncreaseAnnounced!(told, lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u1'] }, title: 'Nuevo precio de tu abono', body: 'Tu abono 8 clases pasa a $ 25.000 desde el lunes 1 de febrero.', url: '/paquetes',
    });
  });
  it('stays silent when the member cancelled, or the class already started', async () => {
    const data = { userId: 'u1', fecha: '2026-11-16', hora: '18:00' };
    expect(await notificationKinds.BookingCancelled!(event('BookingCancelled', { ...data, reason: 'member' }), lookups)).toBeUndefined();
    expect(await notificationKinds.BookingCancelled!(event('BookingCancelled', { ...data, hora: '11:00', reason: 'admin' }), lookups)).toBeUndefined();
    // 12:00 in Buenos Aires to an 18:00 class: six hours.
    expect(await notificationKinds.BookingCancelled!(event('BookingCancelled', { ...data, reason: 'admin' }), lookups)).toMatchObject({ ttlSeconds: 6 * 3600 });
  });
  it('tells a member whose class the studio cancelled why, and that the credit is back', async () => {
    const data = { bookingId: 1, slotId: 7, fecha: '2026-11-18', hora: '18:00', userId: 'u1', reason: 'class-cancelled' };
    expect(await notificationKinds.BookingCancelled!(event('BookingCancelled', data), lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u1'] }, title: 'Clase cancelada', body: 'El estudio canceló la clase del miércoles 18 de noviembre a las 18:00 (Feriado). Te devolvimos el crédito.', url: '/turnos', urgency: 'high',
    });
    expect(await notificationKinds.WaitlistLeft!(event('WaitlistLeft', { entryId: 1, slotId: 7, fecha: '2026-11-18', userId: 'u2', reason: 'class-cancelled' }), lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u2'] }, body: 'El estudio canceló la clase del miércoles 18 de noviembre: saliste de su lista de espera.',
    });
  });
  it('says a closed class of her turno fijo became a make-up right, and that a make-up class gave its right back', async () => {
    const data = { bookingId: 1, slotId: 7, fecha: '2026-11-18', hora: '18:00', userId: 'u1', reason: 'class-cancelled' };
    const granted = { ...lookups, makeupOnCancel: async () => ({ until: '2026-12-02' }) };
    expect(await notificationKinds.BookingCancelled!(event('BookingCancelled', data), granted)).toMatchObject({
      body: 'El estudio canceló la clase del miércoles 18 de noviembre a las 18:00 (Feriado). Te quedó un recupero para usar hasta el miércoles 2 de diciembre.',
    });
    const back = { ...lookups, makeupOnCancel: async () => 'back' as const };
    expect(await notificationKinds.BookingCancelled!(event('BookingCancelled', { ...data, reason: 'admin' }), back)).toMatchObject({
      body: 'El estudio canceló tu turno del miércoles 18 de noviembre a las 18:00. Te devolvimos el recupero.',
    });
  });
  it('tells a member about a plan assigned to them or to their group', async () => {
    expect(await notificationKinds.PlanAssignedToMember!(event('PlanAssignedToMember', { planId: 5, userId: 'u1' }), lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u1'] }, title: 'Nueva planificación', body: 'Te asignaron la planificación Fuerza I.', url: '/planificaciones/5',
    });
    expect(await notificationKinds.GroupPlansAdded!(event('GroupPlansAdded', { groupId: 1, planIds: [5], memberIds: ['u1', 'u2'] }), lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u1', 'u2'] }, body: 'Tu grupo tiene una nueva planificación: Fuerza I.',
    });
    expect(await notificationKinds.GroupPlansAdded!(event('GroupPlansAdded', { groupId: 1, planIds: [5], memberIds: [] }), lookups)).toBeUndefined();
  });
  it('does not repeat an approval as an assignment', async () => {
    expect(await notificationKinds.PackageAssigned!(event('PackageAssigned', { userId: 'u1', packageId: 3, requestId: 7 }), lookups)).toBeUndefined();
  });
});

describe('notification settings and retries', () => {
  it('records only real changes of the on/off switch', () => {
    const spec = streamDeciderSpec(notificationSettingsDecider);
    spec.given([]).when({ type: 'SetNotifications', userId: 'u', enabled: true }).then([]);
    spec.given([]).when({ type: 'SetNotifications', userId: 'u', enabled: false }).then([{ type: 'NotificationsDisabled', data: { userId: 'u' } }]);
    spec.given([{ type: 'NotificationsDisabled', data: { userId: 'u' } }]).when({ type: 'SetNotifications', userId: 'u', enabled: false }).then([]);
  });
  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000]);
  });
});
