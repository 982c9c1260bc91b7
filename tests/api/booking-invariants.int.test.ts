import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelBooking, reserveSlot } from '../../services/booking/booking.commands';
import { DomainError } from '../../events/framework/errors';
import { createMembers, createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { propertyRuns } from '../support/property-runs';
import { createTestApp, type TestApp } from '../support/test-app';

// Monday 16 November 2026, noon: Wednesdays 18 and 25 are bookable.
const OCCURRENCE_DATES = ['2026-11-18', '2026-11-25'];
const CAPACITY = 2;

type Step =
  | { kind: 'reserve'; member: number; occurrence: number }
  | { kind: 'cancel'; member: number; pick: number }
  | { kind: 'assign'; member: number; credits: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('reserve' as const), member: fc.nat(3), occurrence: fc.nat(2) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), member: fc.nat(3), pick: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('assign' as const), member: fc.nat(3), credits: fc.integer({ min: 0, max: 3 }) }) },
);

/** The reference model: what a correct studio would hold after the same steps. */
interface Model {
  credits: number[];
  hasPackage: boolean[];
  bookings: { id: number; member: number; occurrence: number; active: boolean }[];
}

describe('booking invariants over random reserve / cancel / assign sequences', () => {
  let t: TestApp;
  let slotIds: number[];
  let packageId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    const admin = await t.signUp();
    const studio = await createStudio(t, admin.token, [
      { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: CAPACITY },
      { dia_semana: 'Miércoles', hora: '19:00', cupo_maximo: CAPACITY },
    ]);
    slotIds = studio.slotIds;
    packageId = studio.packageId;
  }, 60_000);
  afterAll(() => t.close());

  it('never overbooks, never goes negative, and matches the reference model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }), fc.array(step, { minLength: 5, maxLength: 30 }), async (initialCredits, steps) => {
        const members = await createMembers(t, 4);
        // Each run books its own slots' occurrences only through fresh members, so runs do not interfere
        // except through capacity, which the model reads back from the database before each run.
        const occurrences = slotIds.flatMap((slotId) => OCCURRENCE_DATES.map((fecha) => ({ slotId, fecha })));
        const model: Model = { credits: [0, 0, 0, 0], hasPackage: [false, false, false, false], bookings: [] };
        const db = t.db.handle.db;
        const bookedAtStart = await Promise.all(
          occurrences.map(async (o) => (await db.selectFrom('slot_occurrences').select('booked').where('slot_id', '=', o.slotId).where('fecha', '=', o.fecha).executeTakeFirst())?.booked ?? 0),
        );
        const ctx = () => ({ now: t.clock.now() });
        // Most members start with a package, so places actually run out.
        const opening: Step[] = initialCredits.map((credits, member) => ({ kind: 'assign', member, credits }));
        for (const s of [...opening, ...steps]) {
          const m = members[s.member]!;
          if (s.kind === 'assign') {
            await giveCredits(t, m.userId, packageId, s.credits);
            model.credits[s.member] = s.credits;
            model.hasPackage[s.member] = true;
          } else if (s.kind === 'reserve') {
            const o = occurrences[s.occurrence]!;
            const live = model.bookings.filter((b) => b.active && b.occurrence === s.occurrence).length;
            const expectOk =
              model.hasPackage[s.member]! && model.credits[s.member]! > 0 &&
              !model.bookings.some((b) => b.active && b.member === s.member && b.occurrence === s.occurrence) &&
              bookedAtStart[s.occurrence]! + live < CAPACITY;
            const outcome = await reserveSlot(db, ctx(), { userId: m.userId, slotId: o.slotId, fecha: o.fecha, tz: t.config.studioTz }).then(
              (r) => r.result.id,
              (e: unknown) => (e instanceof DomainError ? undefined : Promise.reject(e)),
            );
            expect(outcome !== undefined).toBe(expectOk);
            if (outcome !== undefined) {
              model.bookings.push({ id: outcome, member: s.member, occurrence: s.occurrence, active: true });
              model.credits[s.member]! -= 1;
            }
          } else {
            const mine = model.bookings.filter((b) => b.member === s.member);
            const booking = mine[s.pick % Math.max(1, mine.length)];
            if (!booking) continue;
            const ok = await cancelBooking(db, ctx(), { bookingId: booking.id, actor: { userId: m.userId, role: 'member' }, reason: 'member', tz: t.config.studioTz }).then(
              () => true,
              (e: unknown) => (e instanceof DomainError ? false : Promise.reject(e)),
            );
            expect(ok).toBe(booking.active);
            if (ok) {
              booking.active = false;
              if (model.hasPackage[s.member]) model.credits[s.member]! += 1;
            }
          }
        }
        for (const [i, m] of members.entries()) expect(await creditsOf(t, m.userId)).toBe(model.credits[i]);
        for (const [i, o] of occurrences.entries()) {
          const row = await db.selectFrom('slot_occurrences').select(['booked', 'capacity']).where('slot_id', '=', o.slotId).where('fecha', '=', o.fecha).executeTakeFirst();
          const live = model.bookings.filter((b) => b.active && b.occurrence === i).length;
          expect(row?.booked ?? 0).toBe(bookedAtStart[i]! + live);
          expect(row?.booked ?? 0).toBeLessThanOrEqual(CAPACITY);
        }
        // Free the places again so the next run starts from an empty studio.
        for (const b of model.bookings.filter((x) => x.active)) {
          await cancelBooking(db, ctx(), { bookingId: b.id, actor: { userId: 'admin', role: 'admin' }, reason: 'admin', tz: t.config.studioTz });
        }
      }),
      { numRuns: propertyRuns(15) },
    );
  }, 240_000);
});
