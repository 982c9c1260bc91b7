import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reserveSlot } from '../../services/booking/booking.commands';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { buildBookingStudio, NOW, TZ, type BookingStudio } from '../projections/support/booking-studio';

// A booking's optimistic read runs outside any transaction, on the read tables a rebuild's swap locks. When it
// cannot have its lock (here: held past the pool's 2 s lock_timeout; under a swap also a deadlock PostgreSQL breaks
// on the reader's side) nothing was written, so the command goes on under its locks and waits, and the member
// gets her booking instead of the database's error.
let tdb: TestDatabase;
let studio: BookingStudio;
beforeAll(async () => {
  tdb = await createTestDatabase();
  studio = await buildBookingStudio(tdb.handle.db, { prefix: 'lock', members: 1, days: 1, capacity: 10, credits: 5 });
}, 60_000);
afterAll(() => tdb?.close());

interface Waiter {
  pid: number;
  started: string;
}

async function blockedHere(): Promise<Waiter[]> {
  const { rows } = await sql<Waiter>`
    SELECT pid, query_start::text AS started FROM pg_stat_activity
    WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid() AND datname = current_database()`.execute(tdb.handle.db);
  return rows;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('books once the read tables are free again when the optimistic read timed out on their lock', async () => {
  const member = studio.members[0]!;
  const occurrence = studio.occurrences[0]!;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = tdb.handle.db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE bookings IN ACCESS EXCLUSIVE MODE`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  try {
    const booking = reserveSlot(tdb.handle.db, { now: NOW, actorId: member }, { userId: member, ...occurrence, tz: TZ });
    booking.catch(() => undefined); // awaited below; a rejection before then must not count as unhandled
    const first = await waitFor(async () => (await blockedHere())[0], 5000);
    // The optimistic read gives up after the lock_timeout; the same command then waits again, in a new statement.
    // A booking that settles first (with the database's error, before the fix) fails the test with its reason.
    const waitsAgain = waitFor(async () => (await blockedHere()).find((w) => w.pid !== first.pid || w.started !== first.started), 6000);
    await Promise.race([waitsAgain, booking.then(() => Promise.reject(new Error('booked while the table was locked')))]);
    release();
    const { result } = await booking;
    expect(result.id).toBeGreaterThan(0);
  } finally {
    release();
    await holder;
  }
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bookings WHERE user_id = ${member}`.execute(tdb.handle.db);
  expect(rows[0]!.n).toBe(1);
}, 30_000);
