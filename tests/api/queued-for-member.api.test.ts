import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUED_FOR_HEADER } from '../../contract/offline';
import { creditsOf, memberWithCredits, startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

// A command queued offline names its member (web/src/lib/offline); the server applies it only under that member's
// session, so a shared phone never books (or logs a set) for whoever signed in next.
describe('commands queued offline for a member', () => {
  let t: TestApp;
  let packageId: number;
  let slotId: number;
  beforeAll(async () => {
    const started = await startStudioApp([{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 5 }]);
    t = started.t;
    packageId = started.studio.packageId;
    slotId = started.studio.slotIds[0]!;
  });
  afterAll(() => t.close());

  const book = (token: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reservas/addReserva',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID(), ...headers },
      payload: { fecha: '2026-11-18', horario_id: slotId },
    });

  it("refuses one made by another member, writing nothing; the maker's own goes through", async () => {
    const ana = await memberWithCredits(t, packageId, 2);
    const beto = await memberWithCredits(t, packageId, 2);

    const refused = await book(beto.token, { [QUEUED_FOR_HEADER]: ana.userId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'QUEUED_FOR_ANOTHER_MEMBER' });
    expect(await creditsOf(t, beto.userId)).toBe(2);
    expect(await creditsOf(t, ana.userId)).toBe(2);

    expect((await book(ana.token, { [QUEUED_FOR_HEADER]: ana.userId })).statusCode).toBe(200);
    expect(await creditsOf(t, ana.userId)).toBe(1);
    // Sent at once (not from the queue), a command carries no such header.
    expect((await book(beto.token, {})).statusCode).toBe(200);
  });
});
