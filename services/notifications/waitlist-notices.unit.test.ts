import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { notificationKinds, type Lookups } from './notification-kinds';

const lookups: Lookups = { studioTz: 'America/Argentina/Buenos_Aires', userName: async () => undefined, packageName: async () => undefined, planName: async () => undefined, classCancellation: async () => undefined, slotDiscipline: async () => undefined, makeupOnCancel: async () => undefined };
// Monday 16 November 2026, 12:00 in Buenos Aires.
const event = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  globalPosition: 1, streamId: 'slot-occ:7:2026-11-16', streamPosition: 1, eventId: 'e', type, schemaVersion: 1, data,
  metadata: { now: '2026-11-16T15:00:00.000Z' }, recordedAt: new Date('2026-11-16T15:00:00Z'),
});
const occ = { slotId: 7, fecha: '2026-11-16', hora: '18:00' };

describe('waitlist push notices', () => {
  it('tells the promoted member their place is booked, until the class starts', async () => {
    expect(await notificationKinds.WaitlistPromoted!(event('WaitlistPromoted', { ...occ, entryId: 1, userId: 'u1', bookingId: 9 }), lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u1'] },
      title: 'Reserva confirmada',
      body: 'Se liberó un lugar en la clase del lunes 16 de noviembre a las 18:00 y ya es tuyo: usamos un crédito. Si no puedes ir, cancela desde Mis Turnos.',
      url: '/turnos',
      ttlSeconds: 6 * 3600,
      urgency: 'high',
    });
    expect(await notificationKinds.WaitlistPromoted!(event('WaitlistPromoted', { ...occ, hora: '11:00', entryId: 1, userId: 'u1', bookingId: 9 }), lookups)).toBeUndefined();
  });

  it('offers a freed place to everyone waiting at once', async () => {
    expect(await notificationKinds.WaitlistOfferOpened!(event('WaitlistOfferOpened', { ...occ, places: 1, userIds: ['u1', 'u2'] }), lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u1', 'u2'] },
      title: 'Se liberó un lugar',
    });
    expect(await notificationKinds.WaitlistOfferOpened!(event('WaitlistOfferOpened', { ...occ, places: 1, userIds: [] }), lookups)).toBeUndefined();
  });

  it('tells members when the studio removed or moved the class they waited for, and nothing when they left themselves', async () => {
    const left = (reason: string) => event('WaitlistLeft', { slotId: 7, fecha: '2026-11-16', entryId: 1, userId: 'u1', reason });
    expect(await notificationKinds.WaitlistLeft!(left('slot-removed'), lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u1'] },
      title: 'Lista de espera cancelada',
      body: 'La clase del lunes 16 de noviembre se quitó del horario: saliste de su lista de espera.',
    });
    expect(await notificationKinds.WaitlistLeft!(left('slot-changed'), lookups)).toMatchObject({ body: 'La clase del lunes 16 de noviembre cambió de día u horario: saliste de su lista de espera.' });
    expect(await notificationKinds.WaitlistLeft!(left('member'), lookups)).toBeUndefined();
    expect(await notificationKinds.WaitlistLeft!(left('booked'), lookups)).toBeUndefined();
  });

  it('tells a skipped member why, and where to get credits', async () => {
    expect(await notificationKinds.WaitlistSkipped!(event('WaitlistSkipped', { slotId: 7, fecha: '2026-11-16', entryId: 1, userId: 'u1', reason: 'NO_CREDITS' }), lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u1'] },
      body: 'Se liberó un lugar en la clase del lunes 16 de noviembre, pero no te quedaban créditos. Saliste de la lista de espera.',
      url: '/paquetes',
    });
  });
});
