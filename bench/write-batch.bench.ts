import { sql } from 'kysely';
import { reserveFactsOf, reserveFactsSql } from '../projections/booking/booking-facts.queries';
import { bookingInlineWrites } from '../projections/booking/bookings.writes';
import { policyReserveDecider } from '../services/booking/booking-policy';
import { occurrenceStream } from '../events/catalog/booking.events';
import { memberStream } from '../events/catalog/packages.events';
import { prepareAppend, type PreparedAppend } from '../events/store/append';
import { PREPARED, type DatabaseHandle } from '../db/database';
import { studioTime } from '../domain/time/studio-time';
import { startBookingBench } from './support/booking-bench-app';
import { bookingInvariantHolds } from './support/booking-studio';
import { measureCpu } from './support/cpu';
import { withScratchAppDatabase } from './support/scratch-database';

/**
 * What a booking's write would cost if concurrent bookings shared one statement (a design question for reaching 0.7×
 * plain CRUD on spread bookings, bench/README.md; not a path the app takes). Each round decides 16 bookings of
 * distinct members and classes the way the optimistic path does (its read, untimed), then writes them: the app's
 * write statement once per booking (16 statements over the pool, as 16 concurrent requests do now), or the same CTEs
 * and one es_append call for groups of N bookings. Prints Node + PostgreSQL CPU per booking for each N, twice (the
 * first pass warms up).
 */
const NOW = new Date('2026-11-02T07:00:00-03:00');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 80);
const PER_ROUND = 16;
const GROUP_SIZES = [1, 4, 8, 16];

async function run(database: DatabaseHandle) {
  const bench = await startBookingBench(database, { now: NOW, members: 512, concurrency: PER_ROUND });
  const { db, studio, tz } = bench;
  const today = studioTime(NOW, tz);
  type Row = { seen: Record<string, number>; facts: Parameters<typeof reserveFactsOf>[0] };

  const decide = async (booking: number): Promise<PreparedAppend> => {
    // As bench/support/booking-bench-app.ts's pick: booking i is member i % M on class (m + i / M) % L, never twice.
    const m = booking % studio.members.length;
    const member = studio.members[m]!;
    const occurrence = studio.spread[(m + Math.floor(booking / studio.members.length)) % studio.spread.length]!;
    const slot = occurrenceStream(occurrence.slotId, occurrence.fecha);
    const own = memberStream(member.userId);
    const { rows } = await sql<Row>`
      SELECT (SELECT coalesce(json_object_agg(stream_id, version), '{}') FROM es_streams WHERE stream_id IN (${slot.streamId}, ${own.streamId})) AS seen,
             (SELECT row_to_json(f) FROM (${reserveFactsSql(occurrence.slotId, occurrence.fecha, member.userId)}) f) AS facts`.execute(db);
    const { seen, facts: row } = rows[0]!;
    const { bookingId, ...facts } = reserveFactsOf(row);
    const decision = policyReserveDecider.decide({ bookingId, userId: member.userId, fecha: occurrence.fecha, now: { date: today.date, minutes: today.minutes } }, facts);
    const at = (id: string) => Number(seen[id] ?? 0);
    return prepareAppend(
      [
        { ...slot, expectedVersion: at(slot.streamId), events: decision.occurrence },
        { ...own, expectedVersion: at(own.streamId), events: decision.member },
      ],
      { actorId: member.userId, now: NOW.toISOString() },
      new Date(),
    );
  };
  // One statement for the group: every booking's inline projections (CTE names carry the event's index) and one append.
  const write = (group: PreparedAppend[]) => {
    const events = group.flatMap((p) => p.events);
    const payload = group.flatMap((p) => p.payload);
    return sql`${sql.raw(PREPARED)} WITH ${sql.join(bookingInlineWrites(events))} SELECT es_append(${JSON.stringify(payload)}::jsonb)`.execute(db);
  };

  let booked = 0;
  console.log(`write CPU per booking, ${ROUNDS} rounds of ${PER_ROUND} bookings per group size (Node + PostgreSQL)`);
  for (const pass of [1, 2]) {
    for (const size of GROUP_SIZES) {
      let nodeMs = 0;
      let postgresMs = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const decided = await Promise.all(Array.from({ length: PER_ROUND }, (_, k) => decide(booked + k)));
        booked += PER_ROUND;
        const groups = Array.from({ length: PER_ROUND / size }, (_, g) => decided.slice(g * size, (g + 1) * size));
        const { cpu } = await measureCpu(db, () => Promise.all(groups.map(write)));
        nodeMs += cpu.nodeMs;
        postgresMs += cpu.postgresMs;
      }
      const n = ROUNDS * PER_ROUND;
      console.log(`  pass ${pass} · ${String(size).padStart(2)} per statement: ${(nodeMs / n).toFixed(3)} + ${(postgresMs / n).toFixed(3)} = ${((nodeMs + postgresMs) / n).toFixed(3)} ms`);
    }
  }
  console.log(await bookingInvariantHolds(db));
  await bench.close();
}

withScratchAppDatabase('bench', PER_ROUND, run).catch((error) => {
  console.error(error);
  process.exit(1);
});
