import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../services/app';
import { reserveSlot } from '../services/booking/booking.commands';
import { loadConfig } from '../services/config';
import { fixedClock } from '../domain/time/clock';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { studioTime } from '../domain/time/studio-time';
import { bookingInvariantHolds, buildBenchStudio, type Occurrence } from './support/booking-studio';
import { createCrudTables, registerCrudRoute } from './support/crud-booking';
import { measureCpu, postgresCpuVisible, printCpuTable, type CpuSpent } from './support/cpu';
import { printTable, storm, type StormResult } from './support/load';

// Storms of ReserveSlot on real PostgreSQL: through HTTP, in-process, and a plain-CRUD baseline, side by side.
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 400);
const NOW = new Date('2026-11-02T07:00:00-03:00');

async function main() {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: CONCURRENCY });
  try {
    await run(database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function run(database: Awaited<ReturnType<typeof openDatabase>>) {
  const db = database.db;
  await migrateToLatest(db);
  const clock = fixedClock(NOW);
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pulso-bench-')), WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, database, clock, logger: false, authRateLimit: 1_000_000 });
  registerCrudRoute(app, db);
  app.addHook('onError', async (_req, _reply, error) => console.error('server error:', error.message));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const tz = config.studioTz;
  console.log(`setting up ${MEMBERS} members on ${database.kind}…`);
  const studio = await buildBenchStudio(app, db, { now: NOW, today: studioTime(NOW, tz).date, members: MEMBERS, credits: 10_000, tz });
  await createCrudTables(db, 1000, studio.members.map((m) => m.userId), 10_000, 1_000_000);

  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const postJson = (urlPath: string, token: string, body: object) =>
    new Promise<number>((resolve, reject) => {
      const data = JSON.stringify(body);
      const req = http.request({ host: '127.0.0.1', port, path: urlPath, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end(data);
    });

  // Each storm gets its own occurrences; op i is member i % M on occurrence (m + round) % L: never the same pair twice.
  const sets = Array.from({ length: 6 }, (_, k) => studio.spread.filter((_, i) => i % 6 === k));
  const pick = (occurrences: Occurrence[], i: number) => {
    const m = i % studio.members.length;
    return { member: studio.members[m]!, occurrence: occurrences[(m + Math.floor(i / studio.members.length)) % occurrences.length]! };
  };
  const ok = (status: number) => {
    if (status >= 500) throw new Error(`HTTP ${status}`);
    return status === 200;
  };
  const viaHttp = (occurrences: Occurrence[]) => async (i: number) => {
    const { member, occurrence } = pick(occurrences, i);
    return ok(await postJson('/api/reservas/addReserva', member.token, { fecha: occurrence.fecha, horario_id: occurrence.slotId }));
  };
  const inProcess = (occurrences: Occurrence[]) => async (i: number) => {
    const { member, occurrence } = pick(occurrences, i);
    await reserveSlot(db, { now: clock.now(), actorId: member.userId }, { userId: member.userId, slotId: occurrence.slotId, fecha: occurrence.fecha, tz });
    return true;
  };
  const crud = (slotIds: number[]) => async (i: number) => {
    const { member } = pick([], i);
    return ok(await postJson('/api/bench/crud-book', member.token, { slotId: slotIds[i % slotIds.length] }));
  };

  const spreadOpts = { concurrency: CONCURRENCY, seconds: SECONDS, maxOps: 50_000 };
  const hotOpts = { concurrency: CONCURRENCY, seconds: SECONDS, maxOps: Math.min(500, studio.members.length) };
  const results: StormResult[] = [];
  const cpuOf = new Map<StormResult, CpuSpent>();
  const checked = async (runStorm: () => Promise<StormResult>) => {
    const { result, cpu } = await measureCpu(db, runStorm);
    results.push(result);
    cpuOf.set(result, cpu);
    console.log(`${result.name}: ${result.perSecond.toFixed(0)}/s — ${await bookingInvariantHolds(db)}`);
    return result;
  };
  const spreadIds = Array.from({ length: 500 }, (_, i) => i + 1);
  // A/B/C/A/B/C so drift in the machine shows up as a spread between the two runs of each.
  const inA = await checked(() => storm('spread · in-process (no HTTP)', spreadOpts, inProcess(sets[0]!)));
  const httpA = await checked(() => storm('spread · HTTP POST /api/reservas/addReserva', spreadOpts, viaHttp(sets[1]!)));
  const crudA = await checked(() => storm('spread · plain CRUD over HTTP (baseline)', spreadOpts, crud(spreadIds)));
  const inB = await checked(() => storm('spread · in-process (no HTTP), run 2', spreadOpts, inProcess(sets[2]!)));
  const httpB = await checked(() => storm('spread · HTTP, run 2', spreadOpts, viaHttp(sets[3]!)));
  const crudB = await checked(() => storm('spread · plain CRUD over HTTP, run 2', spreadOpts, crud(spreadIds)));
  const hotIn = await checked(() => storm('hot slot · in-process', hotOpts, inProcess([studio.hot[0]!])));
  const hotHttp = await checked(() => storm('hot slot · HTTP', hotOpts, viaHttp([studio.hot[1]!])));
  const hotCrud = await checked(() => storm('hot slot · plain CRUD over HTTP', hotOpts, crud([1000])));

  printTable(results);
  const best = (a: StormResult, b: StormResult) => Math.max(a.perSecond, b.perSecond);
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  console.log('\nratios (target: HTTP ≥ 0.6× in-process, ≥ 0.7× plain CRUD; hot p99 < 150 ms at 16 concurrent)');
  console.log(`  spread  HTTP / in-process   ${ratio(best(httpA, httpB), best(inA, inB))}`);
  console.log(`  spread  HTTP / plain CRUD   ${ratio(best(httpA, httpB), best(crudA, crudB))}`);
  console.log(`  hot     HTTP / in-process   ${ratio(hotHttp.perSecond, hotIn.perSecond)}`);
  console.log(`  hot     HTTP / plain CRUD   ${ratio(hotHttp.perSecond, hotCrud.perSecond)}`);
  console.log(`  hot     HTTP p99            ${hotHttp.p99.toFixed(1)} ms`);
  const withCpu = (r: StormResult) => ({ name: r.name, ops: r.ops, cpu: cpuOf.get(r)! });
  printCpuTable([inA, inB, httpA, httpB, crudA, crudB, hotIn, hotHttp, hotCrud].map(withCpu), withCpu(crudA.ops >= crudB.ops ? crudA : crudB));
  if (!(await postgresCpuVisible(db))) console.log('(PostgreSQL is not on this machine: its CPU column reads 0)');
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM es_events`.execute(db);
  console.log(`\n${rows[0]!.n} events in the log; ${await bookingInvariantHolds(db)}`);
  agent.destroy();
  await app.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
