import pg from 'pg';
import type { DatabaseHandle } from '../db/database';
import { sequencePending } from '../events/store/sequencer';
import { bookingInvariantHolds } from './support/booking-studio';
import { startBookingBench } from './support/booking-bench-app';
import { measureCpu, type CpuSpent } from './support/cpu';
import { storm } from './support/load';
import { withScratchAppDatabase } from './support/scratch-database';
import { walAvailable, walPosition, walSpent, type WalSpent } from './support/wal';

// What a booking costs, in measures a busy machine does not change: round trips (client-side statements), WAL
// records and bytes, heap rows and index entries written (pg_walinspect, this database only), and CPU per booking
// (this Node process and the PostgreSQL backends), for an in-process booking, an HTTP booking, the plain-CRUD
// booking over the same HTTP stack; the app's sequencer runs beside the storms, so its work is in each row.
// BENCH_OPS (bookings per scenario, default 1500), BENCH_CONCURRENCY (default 4), BENCH_DETAIL=1 (WAL per relation).
const OPS = Number(process.env.BENCH_OPS ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const DETAIL = process.env.BENCH_DETAIL === '1';
const NOW = new Date('2026-11-02T07:00:00-03:00');

// Round trips: a statement a pg client sends while none of its own awaits an answer starts one; statements sent
// behind it before the answers come (pipelined, db/pipelined-driver.ts: BEGIN with the first statement, COMMIT
// with the last) ride along. BEGIN and COMMIT sent alone count as round trips of their own.
let roundTrips = 0;
const awaiting = new WeakMap<pg.Client, number>();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const pending = awaiting.get(this) ?? 0;
  if (pending === 0) roundTrips++;
  awaiting.set(this, pending + 1);
  const answered = () => awaiting.set(this, (awaiting.get(this) ?? 1) - 1);
  const result = (query as (...a: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise) result.then(answered, answered);
  else answered(); // a callback or a submittable: not used by the app's pool
  return result;
} as typeof query;

interface Cost {
  name: string;
  ops: number;
  roundTrips: number;
  cpu: CpuSpent;
  wal: WalSpent | undefined;
}

async function run(database: DatabaseHandle) {
  const bench = await startBookingBench(database, { now: NOW, members: Math.max(50, Math.ceil(OPS / 40)), concurrency: CONCURRENCY });
  const { db, studio, pick } = bench;
  const withWal = await walAvailable(db);
  await sequencePending(db);

  const sets = [0, 1, 2].map((k) => studio.spread.filter((_, i) => i % 3 === k));
  const ok = (status: number) => {
    if (status !== 200) throw new Error(`HTTP ${status}`);
    return true;
  };
  const opts = { concurrency: CONCURRENCY, seconds: 600, maxOps: OPS };
  const costs: Cost[] = [];
  const measured = async (label: string, work: () => Promise<number>) => {
    const lsn = await walPosition(db);
    const trips = roundTrips;
    const { result: ops, cpu } = await measureCpu(db, work);
    // A checkpoint during a long storm on a busy server may recycle the WAL before it is read: then no WAL figures.
    const wal = withWal ? await walSpent(db, lsn, await walPosition(db)).catch(() => undefined) : undefined;
    const cost: Cost = { name: label, ops, roundTrips: roundTrips - trips, cpu, wal };
    costs.push(cost);
    return cost;
  };

  // Warm-up: JIT, plan caches, pool connections.
  await storm('warm-up', { ...opts, maxOps: 200 }, async (i) => {
    const { member, occurrence } = pick(sets[2]!, i);
    return ok(await bench.bookOverHttp(member, occurrence));
  });
  await storm('warm-up', { ...opts, maxOps: 200 }, async (i) => ok(await bench.bookCrud(pick([], i).member, (i % 500) + 1)));
  await sequencePending(db);

  await measured('in-process reserveSlot', async () => {
    const r = await storm('in-process', opts, async (i) => {
      const { member, occurrence } = pick(sets[0]!, i);
      await bench.bookInProcess(member, occurrence);
      return true;
    });
    if (r.errors > 0) throw new Error(`${r.errors} errors`);
    return r.ops;
  });
  await measured('HTTP POST /api/reservas/addReserva', async () => {
    const r = await storm('http', opts, async (i) => {
      const { member, occurrence } = pick(sets[1]!, i);
      return ok(await bench.bookOverHttp(member, occurrence));
    });
    if (r.errors > 0) throw new Error(`${r.errors} errors`);
    return r.ops;
  });
  await measured('HTTP plain CRUD booking (baseline)', async () => {
    const r = await storm('crud', opts, async (i) => ok(await bench.bookCrud(pick([], i).member, (i % 500) + 1)));
    if (r.errors > 0) throw new Error(`${r.errors} errors`);
    return r.ops;
  });
  await sequencePending(db);
  console.log(await bookingInvariantHolds(db));
  const { events, batches } = bench.sequencerStats();
  console.log(`the app's sequencer ran beside the storms (its work is in each row): ${batches} batches, ${(events / Math.max(batches, 1)).toFixed(1)} events each`);

  const crud = costs.at(-1)!;
  const per = (n: number, c: Cost, d = 2) => (n / c.ops).toFixed(d).padStart(10);
  const cpuTotal = (c: Cost) => (c.cpu.nodeMs + c.cpu.postgresMs) / c.ops;
  console.log(`\nper booking (${OPS} ops each, ${CONCURRENCY} concurrent)`.padEnd(42) + ['trips', 'WAL rec', 'WAL B', 'heap ins', 'heap upd', 'HOT', 'idx ent', 'Node ms', 'PG ms', 'CPU ×CRUD'].map((h) => h.padStart(10)).join(''));
  for (const c of costs) {
    const w = c.wal;
    console.log(
      c.name.padEnd(42) +
        per(c.roundTrips, c) +
        (w ? per(w.records, c, 1) + per(w.bytes, c, 0) + per(w.heapInserts, c) + per(w.heapUpdates, c) + per(w.hotUpdates, c) + per(w.indexEntries, c) : 'n/a'.padStart(10).repeat(6)) +
        per(c.cpu.nodeMs, c, 3) +
        per(c.cpu.postgresMs, c, 3) +
        (cpuTotal(c) / cpuTotal(crud)).toFixed(2).padStart(10),
    );
  }
  if (DETAIL) {
    for (const c of costs) {
      if (!c.wal) continue;
      console.log(`\n${c.name}: WAL records per booking`);
      for (const [k, n] of [...c.wal.byRelation].sort((a, b) => b[1] - a[1])) console.log(`  ${(n / c.ops).toFixed(2).padStart(6)}  ${k}`);
      for (const [k, n] of [...c.wal.byType].filter(([type]) => !type.startsWith('Heap') && !type.startsWith('Btree'))) console.log(`  ${(n / c.ops).toFixed(2).padStart(6)}  ${k}`);
    }
  }
  await bench.close();
}

withScratchAppDatabase('bench', CONCURRENCY + 1, run).catch((error) => {
  console.error(error);
  process.exit(1);
});
