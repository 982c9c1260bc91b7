import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { notificationKinds, type Lookups } from './notification-kinds';

const lookups: Lookups = { studioTz: 'America/Argentina/Buenos_Aires', userName: async () => undefined, packageName: async () => undefined, planName: async () => undefined, classCancellation: async () => undefined, slotDiscipline: async (id) => (id === 9 ? 'Yoga' : undefined), makeupOnCancel: async () => undefined };
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

  const week = (type: string, data: Record<string, unknown>): RecordedEvent => ({
    ...cleared({}), type, schemaVersion: 1, data: { userId: 'u1', slotId: 9, fecha: '2026-12-01', hora: '18:30', ...data },
  });

  it('tells the member their full week put them on the class\'s waitlist, until the class starts', async () => {
    const waitlisted = week('StandingBookingWaitlisted', { entryId: 3 });
    expect(await notificationKinds.StandingBookingWaitlisted!(waitlisted, lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['u1'] },
      title: 'Tu turno fijo está en lista de espera',
      body: 'La clase del martes 1 de diciembre a las 18:30 está completa: quedaste en la lista de espera. Si se libera un lugar, te avisamos.',
      url: '/turnos',
      ttlSeconds: 15 * 86_400 + 6.5 * 3600, // from Monday 16/11 12:00 to Tuesday 1/12 18:30
    });
    const late = { ...waitlisted, metadata: { ...waitlisted.metadata, now: '2026-12-01T21:31:00.000Z' } };
    expect(await notificationKinds.StandingBookingWaitlisted!(late, lookups)).toBeUndefined();
  });

  it('tells the member a week was not booked, and why', async () => {
    expect((await notificationKinds.StandingBookingSkipped!(week('StandingBookingSkipped', { reason: 'NO_CREDITS' }), lookups))?.body)
      .toBe('La clase del martes 1 de diciembre a las 18:30 no se reservó: no te quedaban créditos. Tu turno fijo sigue para las próximas semanas.');
  });

  it('says nothing when the member removed it themselves', async () => {
    expect(await notificationKinds.StandingBookingCleared!(cleared({ slotId: 9, reason: 'member' }), lookups)).toBeUndefined();
  });
});
