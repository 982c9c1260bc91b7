import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { readAll } from '../../events/store/read';
import { sequencePending } from '../../events/store/sequencer';
import { rebuildProjections } from '../../projections/rebuild';
import { applyAll, applyInBatches } from '../../projections/runner/projection';
import { inlineProjectors } from '../../services/features';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { propertyRuns } from '../support/property-runs';
import { emptyStudio, foundation, historyWithDeletions, runStudioCommand } from './support/studio-commands';

/**
 * Every inline projector, over commands of every feature (so every event type they handle), account deletions among them:
 *  (a) at-least-once delivery leaves the tables the commands built, delivering each event once: event by event
 *      (`apply`) and in batches (`applyBatch`, the set-based forms rebuilds use);
 *  (b) a rebuild from position 0 (set-based or event by event) leaves those same tables.
 * The live tables are the commands' own: the booking and waitlist commands write bookings@v1's fold and their credit
 * lines in their one statement (projections/booking/*-inline.writes.ts), the other commands run the projectors; so
 * replay = live holds each single-source fold (bookings.writes.ts, member-packages.writes.ts) against every path, and
 * the tables the cancel decision reads (forgiven_late_cancels, booking_moves) against the log they replace.
 * Shrinking is off (endOnFailure): every run adds to one studio, so a smaller counterexample would not replay alone.
 *
 * Delivery model for (a): events arrive in log order, and at any point delivery may go back to an earlier
 * event and deliver again from there (a retried batch, a consumer restarting from an older checkpoint, a
 * replay on top of live tables). Going back by one is the same event delivered twice in a row.
 */
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

const tables = () => [...new Set(inlineProjectors().flatMap((p) => p.tables))];

/** Every row of every inline table as JSON, in a total order (tables may have no unique first column). */
async function snapshot(handle: Kysely<any>): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables()) {
    const { rows } = await sql<{ row: string }>`SELECT to_jsonb(t)::text AS row FROM ${sql.table(table)} t`.execute(handle);
    out[table] = rows.map((r) => r.row).toSorted();
  }
  return out;
}

/** Positions in the log where delivery goes back, and how far. */
const rewinds = fc.array(fc.record({ at: fc.nat(), back: fc.integer({ min: 1, max: 12 }) }), { minLength: 1, maxLength: 8 });

/** The log as delivered: in order, going back `back` events after the event at each rewind's position. */
function deliveryOrder(events: readonly RecordedEvent[], plan: readonly { at: number; back: number }[]): RecordedEvent[] {
  const out: RecordedEvent[] = [];
  events.forEach((event, i) => {
    out.push(event);
    for (const r of plan) if (r.at % events.length === i) out.push(...events.slice(Math.max(0, i + 1 - r.back), i + 1));
  });
  return out;
}

class RolledBack extends Error {}

/**
 * Clears the inline tables and applies `delivered` inside a transaction that is rolled back; returns the tables it
 * left. Event by event (`apply`), or in batches of `batchSize` through the set-based forms (`applyBatch`).
 */
async function tablesAfterDelivering(delivered: readonly RecordedEvent[], batchSize?: number): Promise<Record<string, string[]>> {
  if (batchSize === undefined) return tablesAfter((trx) => applyAll(inlineProjectors(), trx, delivered));
  const batches: RecordedEvent[][] = [];
  for (let i = 0; i < delivered.length; i += batchSize) batches.push(delivered.slice(i, i + batchSize));
  return tablesAfterBatches(batches);
}

/** The tables left by these batches, each through the set-based forms, on cleared tables (rolled back too). */
const tablesAfterBatches = (batches: readonly (readonly RecordedEvent[])[]) =>
  tablesAfter(async (trx) => {
    for (const batch of batches) await applyInBatches(inlineProjectors(), trx, batch);
  });

async function tablesAfter(deliver: (trx: Kysely<any>) => Promise<void>): Promise<Record<string, string[]>> {
  let seen: Record<string, string[]> = {};
  try {
    await db().transaction().execute(async (trx) => {
      for (const table of tables()) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
      await deliver(trx);
      seen = await snapshot(trx);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return seen;
}

// One studio: the tour appends every event type the inline projectors handle, then each run adds random commands
// on top of it, and checks the whole log so far.
const studio = emptyStudio('idem');

async function liveState() {
  await sequencePending(db());
  return { live: await snapshot(db()), log: await readAll(db(), { after: 0, limit: 100_000 }) };
}

describe('inline projectors under at-least-once delivery', () => {
  it('the tour appends every event type an inline projector handles', async () => {
    for (const c of foundation()) await runStudioCommand(db(), studio, c);
    const { log } = await liveState();
    const seen = new Set(log.map((e) => e.type));
    const handled = [...new Set(inlineProjectors().flatMap((p) => p.handles))];
    expect(handled.filter((type) => !seen.has(type))).toEqual([]);
  });

  it('fill the tables the cancel decision reads instead of the log (forgiven-late-cancels@v1, booking-moves@v1)', async () => {
    const { live, log } = await liveState();
    expect(live.forgiven_late_cancels).toHaveLength(log.filter((e) => e.type === 'LateCancelForgiven').length);
    expect(live.booking_moves).toHaveLength(log.filter((e) => e.type === 'BookingMoved').length);
    expect(live.booking_moves!.length).toBeGreaterThan(0);
    expect(live.forgiven_late_cancels!.length).toBeGreaterThan(0);
  });

  // bookings@v1's fold writes a batch in as few statements as its rows allow: a live booking it ends and the same
  // member's new booking of that class (the tour's late cancellations) meet in one batch, which must end the first
  // before it inserts the second.
  it('end a live booking and insert its member\'s new booking of the same class in one batch (bookings@v1)', async () => {
    const { live, log } = await liveState();
    type Booked = { bookingId: number; slotId: number; fecha: string; userId: string };
    const sameClass = (a: Booked, b: Booked) => a.slotId === b.slotId && a.fecha === b.fecha && a.userId === b.userId && a.bookingId !== b.bookingId;
    const cancelled = log.findIndex((c, i) => c.type === 'BookingCancelled' && log.slice(i).some((r) => r.type === 'SlotReserved' && sameClass(c.data as Booked, r.data as Booked)));
    expect(cancelled).toBeGreaterThan(0);
    expect(await tablesAfterBatches([log.slice(0, cancelled), log.slice(cancelled)])).toEqual(live);
    expect(await tablesAfterBatches([log.slice(0, cancelled), log.slice(0, cancelled + 2), log])).toEqual(live);
  });

  it('do not count a reservation twice when SlotReserved is delivered again (bookings@v1)', async () => {
    const { live, log } = await liveState();
    expect(live.slot_occurrences!.length).toBeGreaterThan(0);
    const twice = log.flatMap((e) => (e.type === 'SlotReserved' ? [e, e] : [e]));
    expect((await tablesAfterDelivering(twice)).slot_occurrences).toEqual(live.slot_occurrences);
  });

  // Found by the property below (once): a deleted account can still record a notification choice (a request in
  // flight when the deletion commits), and deleting the account again appends nothing. The deletion's direct
  // DELETE of the preference row then left live tables that no delivery of the log gives back.
  it('leave a deleted account\'s notification preference as the log says when it is deleted again (notification_preferences@v1)', async () => {
    const u2 = { kind: 'SetNotifications', i: 2, j: 0, k: 0, n: 2, flag: false, word: 'Ana' } as const;
    for (const c of [u2, { ...u2, kind: 'DeleteAccount' } as const]) await runStudioCommand(db(), studio, c);
    const { live, log } = await liveState();
    const twice = log.flatMap((e) => (e.type === 'UserDeleted' ? [e, e] : [e]));
    expect(await tablesAfterDelivering(twice)).toEqual(live);
    expect(await tablesAfterDelivering(twice, 7)).toEqual(live);
    await rebuildProjections(db(), { projectors: inlineProjectors(), batchSize: 7, setBased: true });
    expect((await snapshot(db())).notification_preferences).toEqual(live.notification_preferences);
  });

  it('leave the tables the commands left under any redelivery, and a rebuild from 0 leaves them too', async () => {
    await fc.assert(
      fc.asyncProperty(
        historyWithDeletions({ minLength: 5, maxLength: 25 }),
        rewinds,
        fc.integer({ min: 1, max: 50 }),
        fc.boolean(),
        async (commands, rewindPlan, batchSize, setBased) => {
          for (const c of commands) await runStudioCommand(db(), studio, c);
          const { live, log } = await liveState();

          const delivered = deliveryOrder(log, rewindPlan);
          expect(await tablesAfterDelivering(delivered)).toEqual(live);
          expect(await tablesAfterDelivering(delivered, batchSize)).toEqual(live);

          await rebuildProjections(db(), { projectors: inlineProjectors(), batchSize, setBased });
          expect(await snapshot(db())).toEqual(live);
        },
      ),
      { numRuns: propertyRuns(12), endOnFailure: true },
    );
  }, 300_000);
});
