import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { Type } from 'typebox';
import { defineEvents } from '../events/catalog/define-events';
import { addEventTypesForTests } from '../events/catalog/registry';
import { appendToStreams, type StreamAppend } from '../events/store/append';
import { hasUnsequenced } from '../events/store/sequence-batch';
import { startSequencer, wakeSequencer, type RunningSequencer } from '../events/store/sequencer';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { appendThroughGlobalLock, createAppendVariants } from './support/append-variants';
import { printComparison, runWorkers, type RunResult } from './support/workers';
import { measureCpu, type CpuSpent } from './support/cpu';
import { withScratchDatabase } from './support/scratch-database';

// Appends side by side on real PostgreSQL (EVENT-STORE.md §9): raw INSERT (A1), Emmett 0.42 (A2), ours with
// the sequencer running in the same process (as in the app), and the pre-sequencer design as a diagnostic.
// Smoke run: BENCH_SECONDS=1 BENCH_ROUNDS=1 BENCH_WORKERS=4 npm run bench:store
const CONCURRENCY = Number(process.env.BENCH_WORKERS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MAX_OPS = 200_000; // a bound in case the box is far faster than expected
const bounds = { concurrency: CONCURRENCY, seconds: SECONDS, maxOps: MAX_OPS };

addEventTypesForTests(defineEvents({ BenchThingNoted: Type.Object({ n: Type.Number(), note: Type.String() }) }));
const event = (n: number) => ({ type: 'BenchThingNoted', data: { n, note: 'una clase de funcional' } });

async function main(url: string): Promise<void> {
  // One more connection than workers: the sequencer's batches go through the same pool, as in the app.
  const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: CONCURRENCY + 1 });
  const raw = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  const emmettPool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  // DROP DATABASE … WITH (FORCE) at the end ends whatever connection is still open: not an error here.
  for (const pool of [raw, emmettPool]) pool.on('error', () => undefined);
  try {
    await migrateToLatest(database.db);
    await raw.query('CREATE TABLE bench_raw (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, stream_id text NOT NULL, data jsonb NOT NULL)');
    await createAppendVariants(database.db);
    const emmett = getPostgreSQLEventStore(url, { connectionOptions: { pool: emmettPool } });
    await emmett.schema.migrate();
    // CPU per append (this process, the bench database's backends and the server's helpers) beside the rates:
    // on a shared machine the rates move with the load, CPU per append much less.
    const cpuOf = new Map<RunResult, CpuSpent>();
    const measured = async (run: () => Promise<RunResult>) => {
      const { result, cpu } = await measureCpu(database.db, run);
      cpuOf.set(result, cpu);
      return result;
    };
    console.log(`event store bench on PostgreSQL ${(await raw.query('SHOW server_version')).rows[0].server_version}, ${CONCURRENCY} workers, ${ROUNDS} rounds × ${SECONDS} s per contender`);

    // Every contender warms up first (JIT, each pooled connection's prepared statements and plpgsql plans), with
    // the sequencer running as in the app, so no timed row pays for being first.
    const sequencer = startSequencer(database, { onError: (error) => console.error('sequencer:', error) });
    const warm = { ...bounds, seconds: 1, maxOps: 50 * CONCURRENCY };
    await runWorkers('warm-up raw', warm, async (_w, i) => void (await raw.query('INSERT INTO bench_raw (stream_id, data) VALUES ($1, $2)', [`warm-${i}`, JSON.stringify(event(i).data)])));
    await runWorkers('warm-up Emmett', warm, async (_w, i) => void (await emmett.appendToStream(`emmett-warm-${i}`, [event(i)])));
    await runWorkers('warm-up ours', warm, async (_w, i) => {
      await appendToStreams(database.db, [{ streamId: `warm-${i}`, streamType: 'bench', expectedVersion: 0, events: [event(i)] }]);
      wakeSequencer(database.db);
    });

    // Interleaved rounds: every contender runs once per round, in a rotated order, so a neighbour's burst on this
    // shared VM or a checkpoint another contender's writes set off falls on all of them alike. Ratios are taken
    // within each round and their median printed; the table sums the rounds.
    const emmettVersions = Array.from({ length: CONCURRENCY }, () => 0n);
    const versions = Array.from({ length: CONCURRENCY }, () => 0);
    const lockVersions = Array.from({ length: CONCURRENCY }, () => 0);
    const contenders: Contender[] = [
      { name: 'A1 raw pg single-row INSERT', run: (name) => measured(() => runWorkers(name, bounds, async (_w, i) => {
        await raw.query('INSERT INTO bench_raw (stream_id, data) VALUES ($1, $2)', [`raw-${i}`, JSON.stringify(event(i).data)]);
      })) },
      { name: 'A2 Emmett 0.42 appendToStream, new streams', run: (name, round) => measured(() => runWorkers(name, bounds, async (_w, i) => {
        await emmett.appendToStream(`emmett-${round}-${i}`, [event(i)]);
      })) },
      { name: 'A2 Emmett 0.42, existing, expected version', run: (name) => measured(() => runWorkers(name, bounds, async (w, i) => {
        const { nextExpectedStreamVersion } = await emmett.appendToStream(`emmett-own-${w}`, [event(i)], { expectedStreamVersion: emmettVersions[w] === 0n ? STREAM_DOES_NOT_EXIST : emmettVersions[w]! });
        emmettVersions[w] = nextExpectedStreamVersion;
      })) },
      { name: 'ours appendToStreams, new streams', run: (name, round) => ours(database, sequencer, name, (_w, i) => ({ streamId: `new-${round}-${i}`, expectedVersion: 0 }), cpuOf) },
      { name: 'ours appendToStreams, existing, expected version', run: (name) => ours(database, sequencer, name, (w) => ({ streamId: `own-${w}`, expectedVersion: versions[w]!++ }), cpuOf) },
      { name: 'diag: before the sequencer (global lock, NOTIFY)', run: (name) => measured(() => runWorkers(name, bounds, async (w, i) => {
        await appendThroughGlobalLock(database.db, { streamId: `locked-${w}`, expectedVersion: lockVersions[w]!, event: event(i) });
        lockVersions[w]! += 1;
      })) },
    ];
    const runs = new Map<string, RunResult[]>(contenders.map((c) => [c.name, []]));
    const tails = new Map<string, { tailMs: number; batches: number }[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < contenders.length; k++) {
        const contender = contenders[(k + round) % contenders.length]!;
        const result = await contender.run(contender.name, round);
        if ('run' in result) {
          runs.get(contender.name)!.push(result.run);
          tails.set(contender.name, [...(tails.get(contender.name) ?? []), { tailMs: result.tailMs, batches: result.batches }]);
        } else {
          runs.get(contender.name)!.push(result);
        }
      }
    }
    await sequencer.stop();

    const total = (name: string) => sumRuns(runs.get(name)!, cpuOf);
    const [a1, a2, a2Existing, oursNew, oursExisting, locked] = contenders.map((c) => total(c.name));
    printComparison([a1!, a2!, a2Existing!, oursNew!, oursExisting!, locked!], { a1: a1!, emmett: a2! });
    printCpu([a1!, a2!, a2Existing!, oursNew!, oursExisting!, locked!], cpuOf, { new: a2!, existing: a2Existing! });
    const byRound = (mine: string, theirs: string) => runs.get(mine)!.map((r, i) => r.perSecond / runs.get(theirs)!.at(i)!.perSecond);
    const newRatios = byRound(contenders[3]!.name, contenders[1]!.name);
    const existingRatios = byRound(contenders[4]!.name, contenders[2]!.name);
    console.log(`
ours ÷ Emmett by round (${ROUNDS} rounds of ${SECONDS} s per contender):`);
    console.log(`  new streams:      ${newRatios.map((x) => x.toFixed(2)).join('  ')}   median ${median(newRatios).toFixed(2)}`);
    console.log(`  existing streams: ${existingRatios.map((x) => x.toFixed(2)).join('  ')}   median ${median(existingRatios).toFixed(2)}`);
    console.log(`
Ours runs with the sequencer in the same process, woken after each append as the command handler does.`);
    for (const name of [contenders[3]!.name, contenders[4]!.name]) {
      const t = tails.get(name)!;
      const batches = t.reduce((n, x) => n + x.batches, 0);
      const ops = runs.get(name)!.reduce((n, r) => n + r.ops, 0);
      console.log(`${name}: ${batches} sequencer batches (${(ops / Math.max(batches, 1)).toFixed(1)} events each); every event sequenced at most ${Math.max(...t.map((x) => x.tailMs)).toFixed(0)} ms after the round's last append`);
    }
    console.log('The diag row is the same append holding a global lock to COMMIT and NOTIFYing per commit, as before the sequencer.');
    await emmett.close();
  } finally {
    await raw.end();
    await emmettPool.end().catch(() => undefined);
    await database.close();
  }
}

/**
 * Our append as a command makes it (then wakes the sequencer); afterwards, how long until all are sequenced.
 * Its CPU includes the sequencer's (same process, same database) until every event has its position.
 */
async function ours(
  database: DatabaseHandle,
  sequencer: RunningSequencer,
  name: string,
  target: (worker: number, i: number) => Pick<StreamAppend, 'streamId' | 'expectedVersion'>,
  cpuOf: Map<RunResult, CpuSpent>,
) {
  const before = sequencer.stats().batches;
  let tailMs = 0;
  const { result: run, cpu } = await measureCpu(database.db, async () => {
    const result = await runWorkers(name, bounds, async (w, i) => {
      await appendToStreams(database.db, [{ ...target(w, i), streamType: 'bench', events: [event(i)] }]);
      wakeSequencer(database.db);
    });
    const ended = performance.now();
    while (await hasUnsequenced(database.db)) await new Promise((r) => setTimeout(r, 1));
    tailMs = performance.now() - ended;
    return result;
  });
  cpuOf.set(run, cpu);
  return { run, tailMs, batches: sequencer.stats().batches - before };
}

interface Contender {
  name: string;
  run: (name: string, round: number) => Promise<RunResult | Awaited<ReturnType<typeof ours>>>;
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One contender's rounds as one row: ops and time summed, CPU summed, percentiles of its median round. */
function sumRuns(rounds: RunResult[], cpuOf: Map<RunResult, CpuSpent>): RunResult {
  const ops = rounds.reduce((n, r) => n + r.ops, 0);
  const seconds = rounds.reduce((n, r) => n + r.ops / Math.max(r.perSecond, 1e-9), 0);
  const middle = [...rounds].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(rounds.length / 2)]!;
  const sum: RunResult = { ...middle, ops, errors: rounds.reduce((n, r) => n + r.errors, 0), perSecond: ops / seconds };
  cpuOf.set(sum, rounds.reduce((c, r) => ({ nodeMs: c.nodeMs + cpuOf.get(r)!.nodeMs, postgresMs: c.postgresMs + cpuOf.get(r)!.postgresMs }), { nodeMs: 0, postgresMs: 0 }));
  return sum;
}

/** CPU per append of each row, and Emmett's CPU per append (new or existing streams alike) over the row's. */
function printCpu(rows: RunResult[], cpuOf: Map<RunResult, CpuSpent>, emmett: { new: RunResult; existing: RunResult }): void {
  const perOp = (r: RunResult) => {
    const cpu = cpuOf.get(r)!;
    return { node: cpu.nodeMs / Math.max(r.ops, 1), postgres: cpu.postgresMs / Math.max(r.ops, 1) };
  };
  const total = (r: RunResult) => perOp(r).node + perOp(r).postgres;
  const num = (n: number, d: number) => n.toFixed(d).padStart(11);
  console.log(`\n${'CPU per append (ms)'.padEnd(48)}${['Node', 'PostgreSQL', 'total', 'Emmett ÷'].map((h) => h.padStart(11)).join('')}`);
  for (const r of rows) {
    const baseline = r.name.includes('existing') ? emmett.existing : emmett.new;
    console.log(`${r.name.padEnd(48)}${num(perOp(r).node, 3)}${num(perOp(r).postgres, 3)}${num(total(r), 3)}${num(total(baseline) / total(r), 2)}`);
  }
  console.log('(Emmett ÷: Emmett\'s CPU per append, new or existing streams as the row, over the row\'s; ours includes the sequencer)');
}

withScratchDatabase('bench', main).catch((error) => {
  console.error(error);
  process.exit(1);
});
