import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { scheduleChangeReactor } from '../../services/booking/schedule-change.reactor';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { creditsOf, giveCredits, startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';
import { memberStream } from '../../events/streams';

describe('bookings when the studio edits its schedule', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof startStudioApp>>['studio'];
  let reactor: RunningProcessors;

  beforeAll(async () => {
    ({ t, admin, studio } = await startStudioApp(
      [
        { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 },
        { dia_semana: 'Miércoles', hora: '19:00', cupo_maximo: 3 },
      ],
      { now: '2026-11-16T12:00:00-03:00' },
    ));
    reactor = await startAsyncProcessors(t.db.handle, [scheduleChangeReactor({ clock: t.clock, tz: t.config.studioTz })], { pollMs: 50 });
  });
  afterAll(async () => {
    await reactor.stop();
    await t.close();
  });

  const book = async (token: string, slotId: number, fecha: string) =>
    (await t.as(token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha, horario_id: slotId } })).json().id as number;
  const activeBookings = async (userId: string) =>
    (await t.db.handle.db.selectFrom('bookings').select(['id', 'slot_id', 'fecha']).where('user_id', '=', userId).where('active', '=', true).execute()).length;
  const settle = async () => reactor.waitFor((await sequencePending(t.db.handle.db)).head);
  const horario = (id: number, over: Record<string, unknown> = {}) => ({ id, dia_semana: 'Miércoles', hora: '18:00', disciplina_id: studio.disciplinaId, cupo_maximo: 3, ...over });

  it('keeps bookings when only the capacity changes', async () => {
    const m = await t.signUp();
    await giveCredits(t, m.userId, studio.packageId, 5);
    await book(m.token, studio.slotIds[0]!, '2026-11-18');
    const res = await t.as(admin.token, { method: 'POST', url: '/api/horarios/updateHorario', payload: horario(studio.slotIds[0]!, { cupo_maximo: 1 }) });
    expect(res.statusCode).toBeLessThan(300);
    await settle();
    expect(await activeBookings(m.userId)).toBe(1);
    expect(await creditsOf(t, m.userId)).toBe(4);
  });

  it('cancels future bookings of a slot moved to another time and gives the credits back', async () => {
    const m = await t.signUp();
    await giveCredits(t, m.userId, studio.packageId, 5);
    await book(m.token, studio.slotIds[1]!, '2026-11-18');
    await book(m.token, studio.slotIds[1]!, '2026-11-25');
    expect(await creditsOf(t, m.userId)).toBe(3);
    const res = await t.as(admin.token, { method: 'POST', url: '/api/horarios/updateHorario', payload: horario(studio.slotIds[1]!, { hora: '20:00' }) });
    expect(res.statusCode).toBeLessThan(300);
    await settle();
    expect(await activeBookings(m.userId)).toBe(0);
    expect(await creditsOf(t, m.userId)).toBe(5);
    const history = await t.as(admin.token, { method: 'POST', url: '/api/reservas/historialUsuario', payload: { clerkUserId: m.userId } });
    const cancellations = history.json().filter((h: { kind: string }) => h.kind === 'cancelled');
    expect(cancellations.map((h: { reason: string; actorName: string }) => [h.reason, h.actorName])).toEqual([
      ['slot-changed', 'Sistema'],
      ['slot-changed', 'Sistema'],
    ]);
    // Each cancellation names the schedule change that caused it.
    const change = await t.db.handle.db.selectFrom('es_events').select('event_id').where('event_type', '=', 'ScheduleSlotChanged').orderBy('global_position', 'desc').executeTakeFirstOrThrow();
    const caused = await t.db.handle.db.selectFrom('es_events').select('metadata').where('event_type', '=', 'BookingCancelled').where('stream_id', 'like', `slot-occ:${studio.slotIds[1]}:%`).execute();
    expect(caused.map((e) => e.metadata.causationId)).toEqual([change.event_id, change.event_id]);
  });

  it('cancels future bookings of a removed slot, once, even if the batch is replayed', async () => {
    const m = await t.signUp();
    await giveCredits(t, m.userId, studio.packageId, 2);
    await book(m.token, studio.slotIds[0]!, '2026-11-25');
    expect(await creditsOf(t, m.userId)).toBe(1);
    const slot = horario(studio.slotIds[0]!, { cupo_maximo: 1 });
    const res = await t.as(admin.token, { method: 'POST', url: '/api/horarios/deleteHorario', payload: slot });
    expect(res.statusCode).toBeLessThan(300);
    await settle();
    expect(await activeBookings(m.userId)).toBe(0);
    expect(await creditsOf(t, m.userId)).toBe(2);
    // Replay the whole log through the reactor: the idempotency keys make every cancellation a no-op.
    await t.db.handle.db.updateTable('projection_checkpoints').set({ position: '0' }).where('name', '=', 'booking-schedule-changes@v1').execute();
    await settle();
    const restored = await t.db.handle.db.selectFrom('es_events').select('event_type').where('stream_id', '=', memberStream(m.userId).streamId).where('event_type', '=', 'CreditRestored').execute();
    expect(restored).toHaveLength(1);
  });
});
