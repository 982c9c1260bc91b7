import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { rebuildProjections } from '../../projections/rebuild';
import { inlineProjectors } from '../../services/features';
import { UnknownProjectionError } from '../../projections/rebuild/selection';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { buildBookingStudio, runBookingCommand, type BookingCommand, type BookingStudio } from './support/booking-studio';
import { copyInlineTables, diffWithCopies, snapshotInlineTables } from './support/table-snapshots';

// T10 for the set-based forms: bookings and credits rebuilt batch by batch into shadow tables equal what the
// commands built event by event, whatever the batch boundaries, sequenced or still waiting for positions.
let tdb: TestDatabase;
let studio: BookingStudio;
const booked: number[] = [];
beforeAll(async () => {
  tdb = await createTestDatabase();
  studio = await buildBookingStudio(tdb.handle.db, { prefix: 'batch', members: 4, days: 3, capacity: 3, credits: 2 });
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

const index = fc.integer({ min: 0, max: 7 });
const command: fc.Arbitrary<BookingCommand> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant('Reserve' as const), member: index, occurrence: index }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant('Cancel' as const), booking: fc.integer({ min: 0, max: 40 }), byAdmin: fc.boolean() }) },
  fc.record({ type: fc.constant('Adjust' as const), member: index, delta: fc.integer({ min: -1, max: 2 }).filter((d) => d !== 0) }),
  fc.record({ type: fc.constant('Assign' as const), member: index, credits: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ type: fc.constant('Remove' as const), member: index }),
  fc.record({ type: fc.constant('Expire' as const), member: index }),
);

const tableOid = async (table: string) => (await sql<{ oid: number }>`SELECT ${table}::regclass::oid::int AS oid`.execute(db())).rows[0]!.oid;

describe('set-based rebuild of bookings and credits', () => {
  it('leaves exactly the tables the commands built event by event (EXCEPT ALL both ways)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 16 }), fc.integer({ min: 1, max: 6 }), fc.boolean(), async (commands, batchSize, sequenced) => {
        for (const c of commands) await runBookingCommand(db(), studio, booked, c);
        // Sequenced events are folded before the swap; the others only inside it, in insert order.
        if (sequenced) await sequencePending(db());
        const live = await snapshotInlineTables(db());
        await copyInlineTables(db());
        const report = await rebuildProjections(db(), { projectors: inlineProjectors(), only: ['bookings@v1', 'member-packages@v2'], batchSize });
        expect(report.rebuilt).toEqual(['member-packages@v2', 'bookings@v1']);
        for (const diff of Object.values(await diffWithCopies(db()))) expect(diff).toEqual({ missing: 0, extra: 0 });
        expect(await snapshotInlineTables(db())).toEqual(live);
      }),
      { numRuns: 10 },
    );
    const counts = await sql<{ bookings: number; cancelled: number; ledger: number }>`
      SELECT (SELECT count(*)::int FROM bookings) AS bookings, (SELECT count(*)::int FROM bookings WHERE NOT active) AS cancelled,
             (SELECT count(*)::int FROM credit_ledger) AS ledger`.execute(db());
    expect(counts.rows[0]!.bookings).toBeGreaterThan(0);
    expect(counts.rows[0]!.cancelled).toBeGreaterThan(0);
  }, 120_000); // a dozen random histories, each rebuilt by DDL: past vitest's 30 s on a busy 2-core machine

  it('rebuilds one named projection: its tables are new, the others are not touched', async () => {
    await runBookingCommand(db(), studio, booked, { type: 'Assign', member: 0, credits: 3 });
    await runBookingCommand(db(), studio, booked, { type: 'Reserve', member: 0, occurrence: 1 });
    await sequencePending(db());
    const before = { bookings: await tableOid('bookings'), occurrences: await tableOid('slot_occurrences'), members: await tableOid('member_packages') };
    await copyInlineTables(db());
    const report = await rebuildProjections(db(), { projectors: inlineProjectors(), only: ['bookings@v1'] });
    expect(report.rebuilt).toEqual(['bookings@v1']);
    expect(Object.keys(report.tables).toSorted()).toEqual(['bookings', 'slot_occurrences']);
    expect(report.swap?.attempts).toBeGreaterThanOrEqual(1);
    expect(await tableOid('bookings')).not.toBe(before.bookings);
    expect(await tableOid('slot_occurrences')).not.toBe(before.occurrences);
    expect(await tableOid('member_packages')).toBe(before.members);
    for (const diff of Object.values(await diffWithCopies(db()))) expect(diff).toEqual({ missing: 0, extra: 0 });
    // The swapped-in tables carry the live ones' index and constraint names (later migrations name them).
    const { rows } = await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'bookings' ORDER BY 1`.execute(db());
    expect(rows.map((r) => r.name)).toEqual(['bookings_occurrence', 'bookings_one_per_member', 'bookings_pkey', 'bookings_user']);
    // Neither the shadows' schema nor the replaced tables are left behind.
    const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_namespace WHERE nspname IN ('pulso_rebuild', 'pulso_retired')`.execute(db());
    expect(left.rows[0]!.n).toBe(0);
  });

  it('applies a cancellation and the same member booking the same class again in one batch, under the one-per-member index', async () => {
    const again = await buildBookingStudio(db(), { prefix: 'again', members: 1, days: 1, capacity: 3, credits: 3 });
    const ids: number[] = [];
    expect(await runBookingCommand(db(), again, ids, { type: 'Reserve', member: 0, occurrence: 0 })).toBe('ok');
    await sequencePending(db()); // folded before the swap; the other two come in its tail, with every index built
    expect(await runBookingCommand(db(), again, ids, { type: 'Cancel', booking: 0, byAdmin: true })).toBe('ok');
    expect(await runBookingCommand(db(), again, ids, { type: 'Reserve', member: 0, occurrence: 0 })).toBe('ok');
    await copyInlineTables(db());
    const report = await rebuildProjections(db(), { projectors: inlineProjectors(), only: ['bookings@v1'], batchSize: 2 });
    expect(report.swap?.tail).toBe(2);
    for (const diff of Object.values(await diffWithCopies(db()))) expect(diff).toEqual({ missing: 0, extra: 0 });
  });

  it('refuses a name no projection has, and says which ones there are', async () => {
    await expect(rebuildProjections(db(), { projectors: inlineProjectors(), only: ['bookings@v9'] })).rejects.toThrow(UnknownProjectionError);
    await expect(rebuildProjections(db(), { projectors: inlineProjectors(), only: ['bookings@v9'] })).rejects.toThrow(/bookings@v1/);
  });
});
