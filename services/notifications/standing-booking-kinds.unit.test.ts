import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { notificationKinds, type Lookups } from './notification-kinds';

const lookups: Lookups = { studioTz: 'America/Argentina/Buenos_Aires', userName: async () => undefined, packageName: async () => undefined, planName: async () => undefined, classCancellation: async () => undefined, slotDiscipline: async (id) => (id === 9 ? 'Yoga' : undefined) };
const cleared = (data: Record<string, unknown>): RecordedEvent => ({
  globalPosition: 1, streamId: 'member:u1', streamPosition: 4, eventId: 'e', type: 'StandingBookingCleared', schemaVersion: 2, data: { userId: 'u1', ...data },
  metadata: { now: '2026-11-16T15:00:00.000Z', actorId: 'system' }, recordedAt: new Date('2026-11-16T15:00:00Z'),
});

describe('turnos fijos push notices', () => {
  it('tells the member the studio ended their turno fijo by removing its class, naming the weekly class', async () => {
    expect(await notificationKinds.StandingBookingCleared!(cleared({ slotId: 9, reason: 'slot-removed', weekday: 6, hora: '10:00' }), lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u1'] },
      title: 'Tu turno fijo terminó',
      body: 'El estudio quitó del horario la clase de Yoga de los sábados a las 10:00, así que ya no es tu turno fijo. Elige otra clase y repítela todas las semanas.',
      url: '/turnos',
    });
    expect((await notificationKinds.StandingBookingCleared!(cleared({ slotId: 4, reason: 'slot-removed', weekday: 3, hora: '19:00' }), lookups))?.body)
      .toBe('El estudio quitó del horario la clase de los miércoles a las 19:00, así que ya no es tu turno fijo. Elige otra clase y repítela todas las semanas.');
  });

  it('says nothing when the member removed it themselves', async () => {
    expect(await notificationKinds.StandingBookingCleared!(cleared({ slotId: 9, reason: 'member' }), lookups)).toBeUndefined();
  });
});
