import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { bookingInvariantHolds, type Occurrence } from './support/booking-studio';
import { startBookingBench } from './support/booking-bench-app';
import { measureCpu, postgresCpuVisible, printCpuTable, type CpuSpent } from './support/cpu';
import { printTable, storm, type StormResult } from './support/load';
import { withScratchAppDatabase } from './support/scratch-database';
import { startMinimalBookingService } from './support/minimal-booking-service';
import { batchStats } from '../services/platform/commands/optimistic-batch';

// Storms of ReserveSlot on real PostgreSQL: through HTTP and in-process, beside two baselines on the same database: a
// plain-CRUD booking on the app's own HTTP stack, and a minimal Fastify + pg booking service (what a user might write
// instead; its ratio is the one the target is set on).
const CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 400);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 1);
const NOW = new Date('2026-11-02T07:00:00-03:00');

async function run(database: DatabaseHandle) {
  console.log(`setting up ${MEMBERS} members on ${database.kind}…`);
  const bench = await startBookingBench(database, { now: NOW, members: MEMBERS, concurrency: CONCURRENCY, logServerErrors: true });
  const { db, studio, pick } = bench;
  const minimal = await startMinimalBookingService(database.pool.options.connectionString!, {
    slots: 500,
    members: studio.members.map((m) => m.userId),
    credits: 10_000,
    capacity: 1_000_000,
    concurrency: CONCURRENCY,
  });

  // Each storm gets its own occurrences; op i is member i % M on occurrence (m + round) % L: never the same pair twice.
  const sets = Array.from({ length: 6 }, (_, k) => studio.spread.filter((_, i) => i % 6 === k));
  const ok = (status: number) => {
    if (status >= 500) throw new Error(`HTTP ${status}`);
    return status === 200;
  };
  const viaHttp = (occurrences: Occurrence[]) => async (i: number) => {
    const { member, occurrence } = pick(occurrences, i);
    return ok(await bench.bookOverHttp(member, occurrence));
  };
  const inProcess = (occurrences: Occurrence[]) => async (i: number) => {
    const { member, occurrence } = pick(occurrences, i);
    await bench.bookInProcess(member, occurrence);
    return true;
  };
  const crud = (slotIds: number[]) => async (i: number) => {
    const { member } = pick([], i);
    return ok(await bench.bookCrud(member, slotIds[i % slotIds.length]!));
  };

  const minimalBooking = (slotIds: number[]) => async (i: number) => {
    const { member } = pick([], i);
    return ok(await minimal.book(member.userId, slotIds[i % slotIds.length]!));
  };

  const spreadOpts = { concurrency: CONCURRENCY, seconds: SECONDS, maxOps: 50_000 };
  const hotOpts = { concurrency: CONCURRENCY, seconds: SECONDS, maxOps: Math.min(500, studio.members.length) };
  const results: StormResult[] = [];
  const cpuOf = new Map<StormResult, CpuSpent>();
  const checked = async (runStorm: () => Promise<StormResult>, invariant = () => bookingInvariantHolds(db)) => {
    const { result, cpu } = await measureCpu(db, runStorm);
    results.push(result);
    cpuOf.set(result, cpu);
    console.log(`${result.name}: ${result.perSecond.toFixed(0)}/s — ${await invariant()}`);
    return result;
  };
  const checkedMinimal = (name: string) => checked(() => storm(name, spreadOpts, minimalBooking(spreadIds)), () => minimal.invariant());
  const spreadIds = Array.from({ length: 500 }, (_, i) => i + 1);
  // Every contender warms up first, untimed (the JIT, the session cache, the pools): run 1 is no cold start.
  const warmOpts = { ...spreadOpts, seconds: WARM_UP_SECONDS };
  const warmIn = await storm('warm-up · in-process', warmOpts, inProcess(sets[4]!));
  const warmHttp = await storm('warm-up · HTTP', warmOpts, viaHttp(sets[5]!));
  await storm('warm-up · plain CRUD', warmOpts, crud(spreadIds));
  const warmMin = await storm('warm-up · minimal Fastify + pg', warmOpts, minimalBooking(spreadIds));
  // A/B/C/D/A/B/C/D so drift in the machine shows up as a spread between the two runs of each.
  const inA = await checked(() => storm('spread · in-process (no HTTP)', spreadOpts, inProcess(sets[0]!)));
  const httpA = await checked(() => storm('spread · HTTP POST /api/reservas/addReserva', spreadOpts, viaHttp(sets[1]!)));
  const crudA = await checked(() => storm('spread · plain CRUD over HTTP (baseline)', spreadOpts, crud(spreadIds)));
  const minA = await checkedMinimal('spread · minimal Fastify + pg (baseline)');
  const inB = await checked(() => storm('spread · in-process (no HTTP), run 2', spreadOpts, inProcess(sets[2]!)));
  const httpB = await checked(() => storm('spread · HTTP, run 2', spreadOpts, viaHttp(sets[3]!)));
  const crudB = await checked(() => storm('spread · plain CRUD over HTTP, run 2', spreadOpts, crud(spreadIds)));
  const minB = await checkedMinimal('spread · minimal Fastify + pg, run 2');
  const hotIn = await checked(() => storm('hot slot · in-process', hotOpts, inProcess([studio.hot[0]!])));
  const hotHttp = await checked(() => storm('hot slot · HTTP', hotOpts, viaHttp([studio.hot[1]!])));
  const hotCrud = await checked(() => storm('hot slot · plain CRUD over HTTP', hotOpts, crud([1000])));

  printTable(results);
  const best = (a: StormResult, b: StormResult) => Math.max(a.perSecond, b.perSecond);
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  console.log('\nratios (target: HTTP ≥ 0.7× minimal Fastify + pg, ≥ 0.6× in-process, ≥ 0.7× plain CRUD; hot p99 < 150 ms at 16 concurrent)');
  console.log(`  spread  HTTP / minimal Fastify + pg   ${ratio(best(httpA, httpB), best(minA, minB))} (run 1: ${ratio(httpA.perSecond, minA.perSecond)}, run 2: ${ratio(httpB.perSecond, minB.perSecond)})`);
  console.log(`  spread  HTTP / in-process   ${ratio(best(httpA, httpB), best(inA, inB))}`);
  console.log(`  spread  HTTP / plain CRUD   ${ratio(best(httpA, httpB), best(crudA, crudB))}`);
  console.log(`  hot     HTTP / in-process   ${ratio(hotHttp.perSecond, hotIn.perSecond)}`);
  console.log(`  hot     HTTP / plain CRUD   ${ratio(hotHttp.perSecond, hotCrud.perSecond)}`);
  console.log(`  hot     HTTP p99            ${hotHttp.p99.toFixed(1)} ms`);
  const withCpu = (r: StormResult) => ({ name: r.name, ops: r.ops, cpu: cpuOf.get(r)! });
  printCpuTable([inA, inB, httpA, httpB, crudA, crudB, minA, minB, hotIn, hotHttp, hotCrud].map(withCpu), withCpu(crudA.ops >= crudB.ops ? crudA : crudB));
  if (!(await postgresCpuVisible(db))) console.log('(PostgreSQL is not on this machine: its CPU column reads 0)');
  const { rows } = await sql<{ n: number; reserved: number }>`
    SELECT count(*)::int AS n, count(*) FILTER (WHERE event_type = 'SlotReserved')::int AS reserved FROM es_events`.execute(db);
  const { events, batches } = bench.sequencerStats();
  console.log(`\n${rows[0]!.n} events in the log; ${await bookingInvariantHolds(db)}`);
  // Nothing lost: every booking answered as made is in the log (the app) or in its table (the minimal service).
  const appOk = [warmIn, warmHttp, inA, httpA, inB, httpB, hotIn, hotHttp].reduce((sum, r) => sum + r.ok, 0);
  console.log(`app: ${appOk} bookings answered as made, ${rows[0]!.reserved} SlotReserved in the log: ${appOk === rows[0]!.reserved ? 'nothing lost' : 'LOST OR EXTRA BOOKINGS'}`);
  const minimalOk = warmMin.ok + minA.ok + minB.ok;
  console.log(`minimal Fastify + pg: ${minimalOk} bookings answered 200; ${await minimal.invariant(minimalOk)}`);
  console.log(`the app's sequencer ran beside the storms, as in the app (its work is in the CPU figures): ${batches} batches, ${(events / Math.max(batches, 1)).toFixed(1)} events each`);
  const shared = batchStats(db);
  console.log(`optimistic bookings that shared their statements (optimistic-batch.ts): ${shared.batched} in ${shared.batches} batches, ${(shared.batched / Math.max(shared.batches, 1)).toFixed(1)} each`);
  await minimal.close();
  await bench.close();
}

withScratchAppDatabase('bench', CONCURRENCY, run).catch((error) => {
  console.error(error);
  process.exit(1);
});
