import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { notificationKinds, type Lookups } from './notification-kinds';

const lookups: Lookups = {
  studioTz: 'America/Argentina/Buenos_Aires',
  userName: async () => undefined,
  packageName: async () => undefined,
  planName: async () => undefined,
  classCancellation: async (slotId) => (slotId === 7 ? { motivo: 'Profe de viaje', movedTo: { fecha: '2026-11-19', hora: '19:00' } } : undefined),
  slotDiscipline: async (slotId) => (slotId === 30 ? 'Yoga' : undefined),
  makeupOnCancel: async () => undefined,
};
// Monday 16 November 2026, 12:00 in Buenos Aires.
const event = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  globalPosition: 1, streamId: 's', streamPosition: 1, eventId: 'e', type, schemaVersion: 1, data,
  metadata: { now: '2026-11-16T15:00:00.000Z' }, recordedAt: new Date('2026-11-16T15:00:00Z'),
});
const from = { slotId: 7, fecha: '2026-11-18', hora: '18:00' };

describe('a class the studio moved', () => {
  it('tells the member whose booking followed it where the class went, in the tú voice', async () => {
    const moved = event('BookingMoved', { bookingId: 40, fromBookingId: 4, userId: 'ana', slotId: 30, fecha: '2026-11-19', hora: '19:00', from, movedAt: '2026-11-16 12:00' });
    expect(await notificationKinds.BookingMoved!(moved, lookups)).toMatchObject({
      recipients: { kind: 'users', userIds: ['ana'] },
      title: 'Clase movida',
      body: 'Tu clase de Yoga se movió al jueves 19 de noviembre a las 19:00. Sigues anotado. Si no puedes ir, cancela desde Mis Turnos y te devolvemos el crédito.',
      url: '/turnos',
    });
  });

  it('sends nothing for the old booking that the moved one replaces', async () => {
    const ended = event('BookingCancelled', { bookingId: 4, userId: 'ana', reason: 'class-moved', ...from });
    expect(await notificationKinds.BookingCancelled!(ended, lookups)).toBeUndefined();
  });

  it('tells a member who could not follow it why, and that the credit is back', async () => {
    const busy = event('BookingCancelled', { bookingId: 5, userId: 'bea', reason: 'moved-member-busy', ...from });
    expect((await notificationKinds.BookingCancelled!(busy, lookups))?.body).toBe(
      'El estudio movió la clase del miércoles 18 de noviembre a las 18:00 al jueves 19 de noviembre a las 19:00, pero no pudimos pasar tu turno: ya tienes otra clase a esa hora. Te devolvimos el crédito.',
    );
    const full = event('BookingCancelled', { bookingId: 6, userId: 'caro', reason: 'moved-class-full', ...from });
    expect((await notificationKinds.BookingCancelled!(full, lookups))?.body).toContain('la nueva clase no tiene lugar para todos');
  });

  it('tells a member whose waiting place followed it where the class went, until the new class starts', async () => {
    const left = event('WaitlistLeft', { entryId: 9, slotId: 7, fecha: '2026-11-18', userId: 'dani', reason: 'class-moved' });
    expect(await notificationKinds.WaitlistLeft!(left, { ...lookups, slotDiscipline: async () => 'Yoga' })).toMatchObject({
      recipients: { kind: 'users', userIds: ['dani'] },
      title: 'Clase movida',
      body: 'Tu lugar en la lista de espera de Yoga pasó al jueves 19 de noviembre a las 19:00, la nueva hora de la clase. Si se libera un lugar, te avisamos.',
      url: '/turnos',
      ttlSeconds: 79 * 3600, // from Monday 12:00 to Thursday 19:00, not to the old Wednesday class
    });
    const restored = event('WaitlistLeft', { entryId: 9, slotId: 8, fecha: '2026-11-18', userId: 'dani', reason: 'class-moved' });
    expect(await notificationKinds.WaitlistLeft!(restored, lookups)).toBeUndefined();
  });
});
