import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { connect, wsUrl, type TestSocket } from './ws-client';

// Monday 16 November 2026, noon: a Wednesday 18:00 class with 3 places.
describe('live availability over the websocket', () => {
  let t: TestApp;
  let watcher: TestSocket;
  let booker: { token: string; userId: string };
  let slotId: number;
  let watcherAccount: { token: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await t.signUp();
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 }]);
    slotId = studio.slotIds[0]!;
    booker = await t.signUp();
    await giveCredits(t, booker.userId, studio.packageId, 4);
    watcherAccount = await t.signUp();
    watcher = await connect(wsUrl(t.app, `?token=${watcherAccount.token}`));
  });
  afterAll(async () => {
    watcher?.ws.terminate();
    await t.close();
  });

  it("tells every member's agenda the occurrence and its places left when someone books and cancels", async () => {
    const booked = await t.as(booker.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha: '2026-11-18', horario_id: slotId } });
    expect(booked.statusCode).toBe(200);
    const afterBooking = await watcher.next((m) => m.type === 'changed' && m.topics.includes('agenda'));
    expect(afterBooking).toMatchObject({ data: { agenda: [{ horario_id: slotId, fecha: '2026-11-18', cupo_disponible: 2 }] } });

    await t.as(booker.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: booked.json().id } });
    const afterCancel = await watcher.next((m) => m.type === 'changed' && m.position > (afterBooking as { position: number }).position);
    expect(afterCancel).toMatchObject({ data: { agenda: [{ horario_id: slotId, fecha: '2026-11-18', cupo_disponible: 3 }] } });
    // The booker's private topic never reaches another member (the watcher's own sign-up may be announced
    // after its socket opened: the sequencer gives positions a few ms after commit).
    const userTopics = watcher.messages.flatMap((m) => (m.type === 'changed' ? m.topics.filter((topic) => topic.startsWith('user:')) : []));
    expect(userTopics.filter((topic) => topic !== `user:${watcherAccount.userId}`)).toEqual([]);
  });
});
