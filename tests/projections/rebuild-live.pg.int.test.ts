import { afterAll, beforeAll, expect, it } from 'vitest';
import { sequencePending, startSequencer } from '../../events/store/sequencer';
import { rebuildProjections } from '../../projections/rebuild';
import { inlineProjectors } from '../../services/features';
import type { RebuildProgress } from '../../projections/rebuild/progress';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { waitUntilStatementBlocked } from '../events/support/thing-events';
import { buildBookingStudio, runBookingCommand, type BookingStudio } from './support/booking-studio';
import { copyInlineTables, diffWithCopies } from './support/table-snapshots';

// T11: a rebuild runs beside a booking load on PostgreSQL. Commands keep succeeding while it folds (no 5xx,
// no 503), the ones that arrive during the swap wait for it and then land in the new tables, and afterwards
// the tables equal a fresh event-by-event replay of the log.
let tdb: TestDatabase;
let studio: BookingStudio;
const booked: number[] = [];
const WORKERS = 4;
beforeAll(async () => {
  tdb = await createTestDatabase({ poolSize: 16 });
  studio = await buildBookingStudio(tdb.handle.db, { prefix: 'live', members: 16, days: 12, capacity: 40, credits: 500 });
  for (let i = 0; i < 240; i++) {
    const cancel = i % 4 === 3;
    await runBookingCommand(tdb.handle.db, studio, booked, cancel ? { type: 'Cancel', booking: i * 7, byAdmin: i % 8 === 3 } : { type: 'Reserve', member: i, occurrence: i * 5 });
  }
  await sequencePending(tdb.handle.db);
}, 120_000);
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

it('keeps bookings running through a rebuild and its swap, and loses or doubles nothing', async () => {
  const sequencer = startSequencer(tdb.handle);
  let phase: RebuildProgress['phase'] | 'before' = 'before';
  const failures: unknown[] = [];
  const done: Record<string, number> = {};
  let stop = false;
  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const member = w * 4 + (i % 4);
      const c = i % 3 === 2 ? { type: 'Cancel' as const, booking: booked.length - 1 - w, byAdmin: false } : { type: 'Reserve' as const, member, occurrence: i + w };
      try {
        await runBookingCommand(db(), studio, booked, c);
        done[phase] = (done[phase] ?? 0) + 1;
      } catch (error) {
        failures.push(error); // a 5xx DomainError (503 BUSY) or anything unexpected
      }
    }
  };
  const load = Array.from({ length: WORKERS }, (_, w) => worker(w));
  let blockedDuringSwap = 0;
  try {
    const report = await rebuildProjections(db(), { projectors: inlineProjectors(),
      batchSize: 25,
      onProgress: (p) => (phase = p.phase),
      swap: {
        // With the live tables locked, wait until a command queues behind the swap: it must then carry on
        // against the swapped-in tables once the swap commits.
        beforeSwap: async () => {
          await waitUntilStatementBlocked(db(), '', 1500);
          blockedDuringSwap += 1;
        },
      },
    });
    expect(report.swap?.attempts).toBeGreaterThanOrEqual(1);
    expect(report.events).toBeGreaterThan(300);
  } finally {
    phase = 'done';
    const after = done.done ?? 0;
    // a few commands after the swap, so the new tables take writes
    while ((done.done ?? 0) < after + 2 * WORKERS && failures.length === 0) await new Promise((r) => setTimeout(r, 5));
    stop = true;
    await Promise.all(load);
    await sequencer.stop();
  }
  expect(failures).toEqual([]);
  expect(blockedDuringSwap).toBe(1);
  expect(done.folding ?? 0).toBeGreaterThan(0);

  await sequencePending(db());
  await copyInlineTables(db());
  await rebuildProjections(db(), { projectors: inlineProjectors(), setBased: false });
  for (const diff of Object.values(await diffWithCopies(db()))) expect(diff).toEqual({ missing: 0, extra: 0 });
}, 120_000);
