import { openSync, writeFileSync, writeSync } from 'node:fs';
import type { DatabaseHandle } from '../db/database';
import { bookingInvariantHolds, type Occurrence } from './support/booking-studio';
import { startBookingBench } from './support/booking-bench-app';
import { printShares, profileShares, startProfiling } from './support/cpu-profile-shares';
import { storm, type StormResult } from './support/load';
import { startMinimalBookingService } from './support/minimal-booking-service';
import { withScratchAppDatabase } from './support/scratch-database';

// Where a spread HTTP booking's CPU goes. Four storms, each sampled on its own after a warm-up: the app's booking,
// the minimal Fastify + pg service's, and each one's route with nothing behind it (the same access and schemas,
// a fixed answer), whose CPU per request is the HTTP stack's own cost. Samples are sorted by concern
// (support/cpu-profile-shares.ts). Compare shares and µs per request within one run: a busy machine moves the
// absolute figures. Run: npx tsx bench/booking-http.profile.ts (BENCH_PROFILE_DIR=<dir> keeps the .cpuprofile files;
// BENCH_LOG=info logs as the server does by default, to /dev/null, where bench:booking logs nothing).
const CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 400);
const NOW = new Date('2026-11-02T07:00:00-03:00');

async function serverLogger(level: string, write: (line: string) => void) {
  const [{ appLoggerOptions }, { loadConfig }] = await Promise.all([import('../services/app'), import('../services/config')]);
  return { ...appLoggerOptions(loadConfig({ LOG_LEVEL: level })), stream: { write } };
}

async function run(database: DatabaseHandle) {
  const logLevel = process.env.BENCH_LOG;
  // A synchronous write per line, as pino writes to stdout by default.
  const devNull = openSync('/dev/null', 'w');
  // Loaded only when asked for, so the profile also runs against code from before the app exported its logger options.
  const logger = logLevel ? await serverLogger(logLevel, (line) => writeSync(devNull, line)) : undefined;
  const bench = await startBookingBench(database, { now: NOW, members: MEMBERS, concurrency: CONCURRENCY, logServerErrors: true, logger });
  const { studio, pick } = bench;
  const minimal = await startMinimalBookingService(database.pool.options.connectionString!, { slots: 500, members: studio.members.map((m) => m.userId), credits: 10_000, capacity: 1_000_000, concurrency: CONCURRENCY });
  const sets = Array.from({ length: 3 }, (_, k) => studio.spread.filter((_, i) => i % 3 === k));
  const ok = (status: number) => {
    if (status !== 200) throw new Error(`HTTP ${status}`);
    return true;
  };
  const app = (book: typeof bench.bookOverHttp, occurrences: Occurrence[]) => async (i: number) => {
    const { member, occurrence } = pick(occurrences, i);
    return ok(await book(member, occurrence));
  };
  const bare = (book: typeof minimal.book) => async (i: number) => ok(await book(pick([], i).member.userId, (i % 500) + 1));
  const opts = { concurrency: CONCURRENCY, seconds: SECONDS, maxOps: 50_000 };

  // Warm-up: the JIT and the session cache, so the profiles show the steady state.
  await storm('warm-up · app', { ...opts, seconds: 2 }, app(bench.bookOverHttp, sets[0]!));
  await storm('warm-up · app, empty route', { ...opts, seconds: 1 }, app(bench.bookEmpty, sets[0]!));
  await storm('warm-up · minimal', { ...opts, seconds: 2 }, bare(minimal.book));
  await storm('warm-up · minimal, empty route', { ...opts, seconds: 1 }, bare(minimal.bookEmpty));

  const profiled = async (name: string, operation: (i: number) => Promise<boolean>) => {
    const cpuBefore = process.cpuUsage();
    const stop = await startProfiling();
    const result = await storm(name, opts, operation);
    const cpu = process.cpuUsage(cpuBefore);
    const profile = await stop();
    if (process.env.BENCH_PROFILE_DIR) writeFileSync(`${process.env.BENCH_PROFILE_DIR}/${name.replace(/\W+/g, '-')}.cpuprofile`, JSON.stringify(profile));
    const shares = profileShares(profile);
    const nodeUs = (cpu.user + cpu.system) / result.ops;
    printShares(`${name}: ${line(result)}, Node CPU ${nodeUs.toFixed(0)} µs per request`, shares, result.ops);
    return { result, nodeUs };
  };
  const line = (r: StormResult) => `${r.perSecond.toFixed(0)}/s, p99 ${r.p99.toFixed(1)} ms`;
  const appBooking = await profiled('app · booking', app(bench.bookOverHttp, sets[1]!));
  const appEmpty = await profiled('app · empty booking route', app(bench.bookEmpty, sets[2]!));
  const bareBooking = await profiled('minimal Fastify + pg · booking', bare(minimal.book));
  const bareEmpty = await profiled('minimal Fastify · empty route', bare(minimal.bookEmpty));

  console.log(`\nbookings/s, app / minimal: ${(appBooking.result.perSecond / bareBooking.result.perSecond).toFixed(2)}×`);
  console.log(`Node CPU per request (µs; includes the load generator, the same for all four):`);
  console.log(`  booking       app ${appBooking.nodeUs.toFixed(0)}, minimal ${bareBooking.nodeUs.toFixed(0)}`);
  console.log(`  empty route   app ${appEmpty.nodeUs.toFixed(0)}, minimal ${bareEmpty.nodeUs.toFixed(0)} → the app's HTTP stack costs ${(appEmpty.nodeUs - bareEmpty.nodeUs).toFixed(0)} µs more per request than bare Fastify`);
  console.log(`${await bookingInvariantHolds(bench.db)}; minimal ${await minimal.invariant()}`);
  await minimal.close();
  await bench.close();
}

withScratchAppDatabase('bench', CONCURRENCY, run).catch((error) => {
  console.error(error);
  process.exit(1);
});
