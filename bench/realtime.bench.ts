import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { sql } from 'kysely';
import { CHANGES_CHANNEL, parseChangeNotices } from '../projections/changefeed/changefeed';
import { buildApp } from '../services/app';
import { startBackgroundWork } from '../services/background';
import { loadConfig } from '../services/config';
import { fixedClock } from '../domain/time/clock';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Viewer } from '../services/platform/realtime/realtime.messages';
import { studioTime } from '../domain/time/studio-time';
import { deliveryLatencies, printDeliveryTable, type Commit, type DeliverySummary, type SocketLog } from './support/delivery-latency';
import { startRawServer, type BroadcastMode } from './support/raw-broadcast';
import { buildRealtimeStudio } from './support/realtime-studio';
import { withScratchDatabase } from './support/scratch-database';
import { benchNow, startCrowd, type Crowd } from './support/ws-crowd';

// Commit → websocket latency with two app instances on one PostgreSQL, next to a bare `ws` broadcast to
// the same number of sockets (same clients, same rate) measured in the same run.
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SOCKETS = env('BENCH_SOCKETS', 1000);
const MEMBERS = env('BENCH_MEMBERS', Math.ceil(SOCKETS / 4));
const COMMITS = env('BENCH_COMMITS', 200);
const RATE = env('BENCH_RATE', 20); // commits per second, spread over both instances
const CLIENT_PROCESSES = env('BENCH_CLIENT_PROCESSES', 2);
// One socket in ADMIN_EVERY is the admin's (≤ 20 per instance: the hub's per-user cap).
const ADMIN_EVERY = 50;
const GRACE_MS = 3000; // after the last commit, how long a socket may take before its notices count as lost
const NOW = new Date('2026-11-02T07:00:00-03:00');
const watchdog = setTimeout(() => {
  console.error('bench:realtime did not finish in time; giving up');
  process.exit(1);
}, env('BENCH_TIMEOUT_S', 900) * 1000);
watchdog.unref();

type Instance = Awaited<ReturnType<typeof startInstance>>;

async function startInstance(url: string, clock: ReturnType<typeof fixedClock>, dataDir: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn', SEED_DEMO: '0' });
  const app = await buildApp({ config, database, clock, logger: false, authRateLimit: 1_000_000 });
  // When each benchmark command arrived and when its reply left (its transaction has committed by then).
  const arrived = new Map<number, number>();
  const replied = new Map<number, number>();
  const opOf = (headers: http.IncomingHttpHeaders) => (headers['x-bench-op'] === undefined ? undefined : Number(headers['x-bench-op']));
  app.addHook('onRequest', async (request) => {
    const op = opOf(request.headers);
    if (op !== undefined) arrived.set(op, benchNow());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const op = opOf(request.headers);
    if (op !== undefined && reply.statusCode === 200) replied.set(op, benchNow());
    return payload;
  });
  const background = await startBackgroundWork(app, { config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    app, database, arrived, replied, port,
    async close() {
      await app.close();
      await background.stop();
      await database.close();
    },
  };
}

function postJson(agent: http.Agent, port: number, urlPath: string, token: string, body: object, op: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const data = JSON.stringify(body);
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), authorization: `Bearer ${token}`, 'x-bench-op': String(op) };
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method: 'POST', agent, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** Waits until every socket has heard of `position`, or the grace period ends (the rest is lost). */
async function settle(crowd: Crowd, position: number) {
  const deadline = Date.now() + GRACE_MS;
  while (Date.now() < deadline && (await crowd.lowestHead()) < position) await new Promise((r) => setTimeout(r, 50));
}

async function main(url: string) {
  const instances: Instance[] = [];
  try {
    const migrator = await openDatabase({ databaseUrl: url, dataDir: '' });
    await migrateToLatest(migrator.db);
    await migrator.close();
    const clock = fixedClock(NOW);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-bench-rt-'));
    instances.push(await startInstance(url, clock, dataDir), await startInstance(url, clock, dataDir));
    await run(instances, instances[0]!.database);
  } finally {
    for (const instance of instances) await instance.close().catch((error) => console.error('closing an instance:', error));
  }
}

async function run(instances: Instance[], database: DatabaseHandle) {
  const [a, b] = instances as [Instance, Instance];
  const today = studioTime(NOW, a.app.deps.config.studioTz).date;
  console.log(`signing up ${MEMBERS} members through the API…`);
  const studio = await buildRealtimeStudio(a.app, { today, members: MEMBERS, credits: 1000 });
  const { members, occurrences } = studio;
  const viewerOf = (s: number): { viewer: Viewer; token: string } =>
    s % ADMIN_EVERY === 0 ? { viewer: { userId: studio.admin.userId, role: 'admin' }, token: studio.admin.token } : { viewer: { userId: members[s % members.length]!.userId, role: 'member' }, token: members[s % members.length]!.token };
  const sockets = Array.from({ length: SOCKETS }, (_, s) => viewerOf(s));

  console.log(`opening ${SOCKETS} websockets over 2 instances (${CLIENT_PROCESSES} client processes)…`);
  const crowd = await startCrowd(sockets.map((s, i) => `ws://127.0.0.1:${instances[i % 2]!.port}/api/ws?token=${s.token}`), CLIENT_PROCESSES);
  const rows: { name: string; summary: DeliverySummary }[] = [];
  // A listener of our own on the channel splits the figure: how long until the notice is on the channel at all.
  const heard: SocketLog = { positions: [], times: [] };
  const unlisten = await database.listen(CHANGES_CHANNEL, (payload) => {
    const at = benchNow();
    for (const notice of parseChangeNotices(payload)) {
      heard.positions.push(notice.position);
      heard.times.push(at);
    }
  });
  try {
    while (a.app.realtime.size + b.app.realtime.size < SOCKETS - crowd.failed) await new Promise((r) => setTimeout(r, 20));
    console.log(`${a.app.realtime.size} + ${b.app.realtime.size} sockets attached (${crowd.failed} refused); ${COMMITS} bookings at ${RATE}/s…`);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const bookings = new Map<number, number>(); // op → booking id
    const httpMs: number[] = [];
    let refused = 0;
    const started = benchNow();
    const ops = Array.from({ length: COMMITS }, async (_, op) => {
      const wait = started + (op * 1000) / RATE - benchNow();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const m = op % members.length;
      const occurrence = occurrences[(m + Math.floor(op / members.length)) % occurrences.length]!;
      const t0 = benchNow();
      const res = await postJson(agent, instances[op % 2]!.port, '/api/reservas/addReserva', members[m]!.token, { fecha: occurrence.fecha, horario_id: occurrence.slotId }, op);
      httpMs.push(benchNow() - t0);
      if (res.status === 200) bookings.set(op, (JSON.parse(res.body) as { id: number }).id);
      else if (refused++ === 0) console.error(`first refused booking: ${res.status} ${res.body}`);
    });
    await Promise.all(ops);
    agent.destroy();

    const positions = await bookingPositions(database, bookings.size);
    const commitsFrom = (times: (i: Instance) => Map<number, number>) =>
      [...bookings].filter(([, id]) => positions.has(id)).map(([op, id]): Commit => ({ position: positions.get(id)!, at: times(instances[op % 2]!).get(op)! }));
    const fromReply = commitsFrom((i) => i.replied);
    await settle(crowd, Math.max(...fromReply.map((c) => c.position)));
    const { logs, unexpectedCloses, resyncs } = await crowd.collect();
    rows.push({ name: 'hub · command reply (committed) → socket', summary: deliveryLatencies(fromReply, logs) });
    rows.push({ name: '  of which: command reply → NOTIFY heard (1 listener)', summary: deliveryLatencies(fromReply, [heard]) });
    rows.push({ name: 'hub · command arrival → socket (incl. the command)', summary: deliveryLatencies(commitsFrom((i) => i.arrived), logs) });
    httpMs.sort((x, y) => x - y);
    const pct = (p: number) => httpMs[Math.min(httpMs.length - 1, Math.floor((p / 100) * httpMs.length))]!.toFixed(1);
    const unplaced = bookings.size - positions.size;
    console.log(`bookings: ${bookings.size} ok (${unplaced} without a position after ${GRACE_MS} ms), ${refused} refused; HTTP p50 ${pct(50)} ms, p99 ${pct(99)} ms; sockets closed early ${unexpectedCloses}, resyncs ${resyncs}`);
  } finally {
    await unlisten();
    await crowd.close();
  }

  for (const mode of ['one frame for all', 'per socket'] as BroadcastMode[]) rows.push(await rawBaseline(mode, sockets.map((s) => s.viewer), members.map((m) => m.userId)));
  printDeliveryTable(rows);
  console.log(`\n${SOCKETS} sockets, ${COMMITS} commits at ${RATE}/s. Target: hub p99 < 100 ms from the commit, 0 lost.`);
}

/** The global position of each booking (by id), once the log has given every one of them a place. */
async function bookingPositions(database: DatabaseHandle, expected: number): Promise<Map<number, number>> {
  const deadline = Date.now() + GRACE_MS;
  for (;;) {
    const { rows } = await sql<{ id: number; position: string | null }>`
      SELECT (data->>'bookingId')::int AS id, global_position AS position FROM es_events WHERE event_type = 'SlotReserved'`.execute(database.db);
    const placed = rows.filter((r) => r.position !== null);
    if (placed.length >= expected || Date.now() > deadline) return new Map(placed.map((r) => [r.id, Number(r.position)]));
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function rawBaseline(mode: BroadcastMode, viewers: Viewer[], memberIds: string[]) {
  const server = await startRawServer();
  const crowd = await startCrowd(viewers.map((v) => server.url(v)), CLIENT_PROCESSES);
  try {
    while (server.size < viewers.length - crowd.failed) await new Promise((r) => setTimeout(r, 20));
    const commits = await server.broadcast(mode, COMMITS, RATE, (position) => ({
      topics: ['agenda', `user:${memberIds[position % memberIds.length]}`, 'admin:bookings'],
      position,
      data: { agenda: [{ horario_id: 1 + (position % 12), fecha: '2026-11-18', cupo_disponible: 1000 - position }] },
    }));
    await settle(crowd, COMMITS);
    const { logs } = await crowd.collect();
    return { name: `baseline · bare ws, ${mode === 'per socket' ? 'cut + stringify per socket' : 'one frame for all'}`, summary: deliveryLatencies(commits, logs) };
  } finally {
    await crowd.close();
    await server.close();
  }
}

withScratchDatabase('bench_rt', main).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
