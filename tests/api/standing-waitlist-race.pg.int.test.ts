import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStandingBooking } from '../../services/booking/standing-booking.commands';
import { bookStandingWeeks } from '../../services/booking/standing-booking.job';
import { countingDb } from '../support/counting-db';
import { memberWithCredits, startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

// Monday 16 November 2026, noon: the 19:00 classes (two places) are bookable on Tuesdays 17 and 24, Thursdays 19 and 26.
const TUESDAY = '2026-11-17';
const THURSDAY = '2026-11-19';

const must = <R extends { statusCode: number; body: string }>(res: R) => {
  if (res.statusCode >= 300) throw new Error(`setup: ${res.statusCode} ${res.body}`);
  return res;
};

/**
 * The turno fijo job finds a week full (ReserveSlot: SLOT_FULL) and goes to put the member on its waitlist; a place
 * frees in between, so the join finds the class no longer full. The week must be booked, not skipped. The race is
 * driven on purpose: the job runs on a connection that, before the join claims its key, lets another member cancel
 * through the app and commit. PostgreSQL only: the cancellation needs a second session while the job waits.
 */
describe('a turno fijo week whose class frees a place between "full" and the waitlist', () => {
  let t: TestApp;
  let slotId: number;
  let thursdaySlot: number;
  let packageId: number;
  let counted: ReturnType<typeof countingDb>;
  let ana: { token: string; userId: string };
  let bea: { token: string; userId: string };
  let beasBooking: number;

  beforeAll(async () => {
    const classes = ['Martes', 'Jueves'].map((dia_semana) => ({ dia_semana, hora: '19:00', cupo_maximo: 2 }));
    const started = await startStudioApp(classes, { now: '2026-11-16T12:00:00-03:00' });
    t = started.t;
    [slotId, thursdaySlot] = started.studio.slotIds as [number, number];
    packageId = started.studio.packageId;
    [ana, bea] = [await memberWithCredits(t, packageId, 4), await memberWithCredits(t, packageId, 4)];
    const dani = await memberWithCredits(t, packageId, 4);
    beasBooking = (must(await book(bea, slotId, TUESDAY)).json() as { id: number }).id;
    must(await book(dani, slotId, TUESDAY));
    // Set as the command alone, so the weeks are left to the job (the route would book them at once).
    await setStandingBooking(t.db.handle.db, { actorId: ana.userId, now: t.clock.now() }, { userId: ana.userId, slotId, tz: t.config.studioTz });
    counted = countingDb(t.db.handle);
  }, 60_000);
  afterAll(() => t.close());

  const book = (who: { token: string }, horario_id: number, fecha: string) =>
    t.as(who.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { horario_id, fecha } });
  const job = (db = t.db.handle.db) => bookStandingWeeks({ db, clock: t.clock, studioTz: t.config.studioTz });
  const anasWeeks = (slot = slotId) =>
    t.db.handle.db.selectFrom('bookings').select(['fecha', 'active']).where('user_id', '=', ana.userId).where('slot_id', '=', slot).orderBy('fecha').execute();
  const eventsOf = (type: string) => t.db.handle.db.selectFrom('es_events').select('data').where('event_type', '=', type).execute();

  it('books the week instead of skipping it, once however often the job runs', async () => {
    const joinKey = `standing-wait:${ana.userId}:${slotId}:${TUESDAY}`;
    let freed = false;
    counted.counter.beforeStatement = async (text, parameters) => {
      if (freed || !text.includes('command_log') || !parameters.includes(joinKey)) return;
      freed = true; // the job has had its SLOT_FULL and holds no lock yet: Bea cancels and commits first
      const cancelled = await t.as(bea.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: beasBooking } });
      expect(cancelled.statusCode).toBe(200);
    };
    const run = await job(counted.db);
    counted.counter.beforeStatement = undefined;
    expect(freed).toBe(true);
    expect(run).toEqual({ booked: 2, waitlisted: 0, skipped: 0 }); // the 17th after the race, the 24th (empty) as usual
    expect((await anasWeeks()).map((b) => ({ fecha: String(b.fecha), active: b.active }))).toEqual([
      { fecha: TUESDAY, active: true },
      { fecha: '2026-11-24', active: true },
    ]);
    const occupancy = await t.db.handle.db.selectFrom('slot_occurrences').select('booked').where('slot_id', '=', slotId).where('fecha', '=', TUESDAY).executeTakeFirstOrThrow();
    expect(occupancy.booked).toBe(2);
    expect(await eventsOf('StandingBookingSkipped')).toEqual([]);
    expect(await eventsOf('StandingBookingWaitlisted')).toEqual([]);
    // Reruns, two at once, meet the week handled: nothing booked twice, no credit spent twice.
    expect(await Promise.all([job(), job()])).toEqual([{ booked: 0, waitlisted: 0, skipped: 0 }, { booked: 0, waitlisted: 0, skipped: 0 }]);
    const reserved = (await eventsOf('SlotReserved')).filter((e) => (e.data as { userId?: string }).userId === ana.userId);
    expect(reserved).toHaveLength(2);
    const credits = await t.db.handle.db.selectFrom('member_packages').select('creditos_restantes').where('user_id', '=', ana.userId).executeTakeFirstOrThrow();
    expect(credits.creditos_restantes).toBe(2);
  });

  it('puts the week on the list when the freed place is taken again before the booking\'s second try', async () => {
    const [eli, fede, gus] = [await memberWithCredits(t, packageId, 2), await memberWithCredits(t, packageId, 2), await memberWithCredits(t, packageId, 2)];
    const elis = await book(eli, thursdaySlot, THURSDAY);
    expect(elis.statusCode).toBe(200);
    expect((await book(fede, thursdaySlot, THURSDAY)).statusCode).toBe(200);
    await setStandingBooking(t.db.handle.db, { actorId: ana.userId, now: t.clock.now() }, { userId: ana.userId, slotId: thursdaySlot, tz: t.config.studioTz });
    const week = `${ana.userId}:${thursdaySlot}:${THURSDAY}`;
    const steps = new Map<string, () => Promise<void>>([
      // Between the first "full" and the join, Eli frees a place…
      [`standing-wait:${week}`, async () => {
        expect((await t.as(eli.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: (elis.json() as { id: number }).id } })).statusCode).toBe(200);
      }],
      // …and before the job's second try at booking it, Gus takes it.
      [`standing:${week}:2`, async () => {
        expect((await book(gus, thursdaySlot, THURSDAY)).statusCode).toBe(200);
      }],
    ]);
    // A statement names a key as a parameter of its own, or inside a JSON one (a shared booking read's rows).
    const names = (parameters: readonly unknown[], key: string) =>
      parameters.some((p) => p === key || (typeof p === 'string' && p.includes(JSON.stringify(key))));
    counted.counter.beforeStatement = async (_text, parameters) => {
      const key = [...steps.keys()].find((k) => names(parameters, k));
      if (!key) return;
      const step = steps.get(key)!;
      steps.delete(key);
      await step();
    };
    const run = await job(counted.db);
    counted.counter.beforeStatement = undefined;
    expect(steps.size).toBe(0);
    expect(run).toEqual({ booked: 1, waitlisted: 1, skipped: 0 }); // the 19th on its list (second round), the 26th booked
    expect((await anasWeeks(thursdaySlot)).map((b) => String(b.fecha))).toEqual(['2026-11-26']);
    const waiting = await t.db.handle.db.selectFrom('waitlist_entries').select(['user_id', 'state']).where('slot_id', '=', thursdaySlot).where('fecha', '=', THURSDAY).execute();
    expect(waiting).toEqual([{ user_id: ana.userId, state: 'waiting' }]);
    expect(await eventsOf('StandingBookingWaitlisted')).toHaveLength(1);
    expect(await eventsOf('StandingBookingSkipped')).toEqual([]);
    expect(await job()).toEqual({ booked: 0, waitlisted: 0, skipped: 0 });
  });
});
