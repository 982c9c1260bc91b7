import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembers, giveCredits, startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

// Monday 16 November 2026, noon. Twelve classes of one place each on Tuesday 17th: in each, a member's booking and a
// visitor's trial race for the place, over HTTP on real PostgreSQL (the booking's optimistic try against the trial's
// locks on the same occurrence stream).
const FECHA = '2026-11-17';
const CLASSES = 12;

describe('a trial and a booking racing for the last place', () => {
  let t: TestApp;
  let slotIds: number[];
  let packageId: number;

  beforeAll(async () => {
    const started = await startStudioApp(Array.from({ length: CLASSES }, (_, i) => ({ dia_semana: 'Martes', hora: `${String(7 + i).padStart(2, '0')}:00`, cupo_maximo: 1 })));
    t = started.t;
    ({ slotIds, packageId } = started.studio);
  }, 120_000);
  afterAll(() => t?.close());

  it('gives each place to exactly one of them, and the other hears SLOT_FULL', async () => {
    const members = await createMembers(t, CLASSES);
    for (const m of members) await giveCredits(t, m.userId, packageId, 2);
    const races = await Promise.all(
      slotIds.map((horario_id, i) =>
        Promise.all([
          t.as(members[i]!.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { horario_id, fecha: FECHA } }),
          t.as(undefined, { method: 'POST', url: '/api/publico/clasePrueba', payload: { horario_id, fecha: FECHA, nombre: `Visitante ${i}`, email: `visitante${i}@example.com` } }),
        ]),
      ),
    );
    for (const [booking, trial] of races) {
      expect([booking.statusCode, trial.statusCode].sort()).toEqual([200, 409]);
      expect((booking.statusCode === 409 ? booking : trial).json()).toMatchObject({ code: 'SLOT_FULL' });
    }
    const db = t.db.handle.db;
    for (const slotId of slotIds) {
      const bookings = await db.selectFrom('bookings').select('id').where('slot_id', '=', slotId).where('fecha', '=', FECHA).where('active', '=', true).execute();
      const trials = await db.selectFrom('trial_classes').select('trial_id').where('slot_id', '=', slotId).where('fecha', '=', FECHA).where('status', '<>', 'cancelled').execute();
      expect(bookings.length + trials.length).toBe(1);
    }
  }, 120_000);
});
