import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_REALTIME_PATH, PUBLIC_SCHEDULE_TOPIC } from '../../contract/realtime-topics';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { connect, wsUrl, type TestSocket } from './ws-client';

// Monday 16 November 2026, noon: a Wednesday 18:00 class with 3 places.
describe('the public schedule live, for anonymous visitors', () => {
  let t: TestApp;
  let visitor: TestSocket;
  let member: { token: string; userId: string };
  let slotId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await t.signUp();
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 }]);
    slotId = studio.slotIds[0]!;
    member = await t.signUp();
    await giveCredits(t, member.userId, studio.packageId, 4);
    visitor = await connect(wsUrl(t.app).replace('/api/ws', PUBLIC_REALTIME_PATH));
  });
  afterAll(async () => {
    visitor?.ws.terminate();
    await t.close();
  });

  it('hears that the schedule changed when someone books and cancels, and then reads the places left', async () => {
    const booked = await t.as(member.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha: '2026-11-18', horario_id: slotId } });
    expect(booked.statusCode).toBe(200);
    const afterBooking = await visitor.next((m) => m.type === 'changed');
    expect(afterBooking).toEqual({ type: 'changed', topics: [PUBLIC_SCHEDULE_TOPIC], position: expect.any(Number) });
    const schedule = (await t.app.inject({ method: 'GET', url: '/api/publico/horario' })).json();
    expect(JSON.stringify(schedule)).toContain('"cupo_disponible":2');

    await t.as(member.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: booked.json().id } });
    await visitor.next((m) => m.type === 'changed' && m.position > (afterBooking as { position: number }).position);
  });

  it('receives nothing but the public topic: no member, staff or admin topic, no facts', async () => {
    const before = visitor.messages.length;
    const personal = t.app.realtime.deliver({ topics: [`user:${member.userId}`, 'admin:users', 'staff:groups', 'news', 'plan:1'], position: 1e12, data: { user: { credits: 3 } } });
    expect(personal).toBe(0);
    t.app.realtime.deliver({ topics: ['agenda', `user:${member.userId}`, 'admin:bookings'], position: 1e12 + 1, data: { agenda: [{ horario_id: slotId, fecha: '2026-11-18', cupo_disponible: 1 }] } });
    // Frames on one socket arrive in order: the first one after `before` is the agenda's, so the personal one never came.
    await visitor.next((m) => m.type === 'changed' && m.position === 1e12 + 1);
    expect(visitor.messages.slice(before)).toEqual([{ type: 'changed', topics: [PUBLIC_SCHEDULE_TOPIC], position: 1e12 + 1 }]);
    for (const message of visitor.messages) expect(message).toEqual({ type: 'changed', topics: [PUBLIC_SCHEDULE_TOPIC], position: expect.any(Number) });
  });

  it('answers a plain GET on the public path 426, as the signed-in one', async () => {
    expect((await t.app.inject({ method: 'GET', url: PUBLIC_REALTIME_PATH })).statusCode).toBe(426);
  });
});
