import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { findPlanView } from '../projections/plans/plans.queries';
import { buildApp } from '../services/app';
import { loadConfig } from '../services/config';
import { toPlanificacion } from '../domain/plans/planificacion.view';
import { PlanificacionSchema } from '../contract/plans';
import { fixedClock } from '../domain/time/clock';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { withScratchDatabase } from './support/scratch-database';

// Reading the big plan (12 weeks × 6 days × 5 blocks × 6 exercises × 5 sets = 10,800 sets, built as
// tests/api/plans-load.api.test.ts does) next to GET /api/auth/me, over real HTTP on one keep-alive socket.
// Server time is Fastify's reply.elapsedTime (request in → response written). PGlite unless DATABASE_URL is set
// (then in a scratch database on that server).
// Smoke run: BENCH_WEEKS=1 BENCH_SAMPLES=5 npm run bench:plan
const WEEKS = Number(process.env.BENCH_WEEKS ?? 12);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const NOW = new Date('2026-11-16T12:00:00-03:00');

type Answer = { status: number; bytes: number; body: Buffer; headers: http.IncomingHttpHeaders };

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-bench-plan-'));
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir });
    try {
      return await run(database, dataDir);
    } finally {
      await database.close();
    }
  }
  // On PostgreSQL, a scratch database created and dropped around the run (never the one DATABASE_URL names).
  await withScratchDatabase('bench_plan', async (url) => {
    const database = await openDatabase({ databaseUrl: url, dataDir });
    try {
      await run(database, dataDir);
    } finally {
      await database.close();
    }
  }, adminUrl);
}

async function run(database: DatabaseHandle, dataDir: string) {
  await migrateToLatest(database.db);
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, database, clock: fixedClock(NOW), logger: false, authRateLimit: 1_000_000 });
  const serverMs = new Map<string, number>();
  app.addHook('onResponse', async (request, reply) => {
    const label = request.headers['x-bench'];
    if (typeof label === 'string') serverMs.set(label, reply.elapsedTime);
  });
  registerRebuiltBaseline(app, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let seq = 0;
  const call = (method: string, urlPath: string, token: string, headers: Record<string, string> = {}, body?: object) =>
    new Promise<Answer & { ms: number }>((resolve, reject) => {
      const label = `r${++seq}`;
      const data = body ? JSON.stringify(body) : undefined;
      const all = { ...headers, authorization: `Bearer ${token}`, 'x-bench': label, ...(data ? { 'content-type': 'application/json' } : {}) };
      const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, agent, headers: all }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          // onResponse runs once the response is written, which is before the client sees its end.
          setImmediate(() => resolve({ status: res.statusCode ?? 0, bytes: raw.length, body: raw, headers: res.headers, ms: serverMs.get(label) ?? NaN }));
        });
      });
      req.on('error', reject);
      req.end(data);
    });

  const signUp = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { email, password: 'clave-segura-1', firstName: 'Bench', lastName: 'Plan' } });
    return res.json() as { token: string; user: { userId: string } };
  };
  const admin = (await signUp('coach@example.com')).token;
  const member = await signUp('ana@example.com');

  console.log(`building a plan of ${WEEKS} week(s) on ${database.kind} through the API…`);
  let built = 0;
  let commands = 0;
  const post = async (route: string, payload: object) => {
    const res = await call('POST', `/api/planificaciones/${route}`, admin, { 'accept-encoding': 'br' }, payload);
    if (res.status >= 300) throw new Error(`${route}: ${res.status} ${res.body.toString()}`);
    built += res.bytes;
    commands += 1;
    return JSON.parse(res.headers['content-encoding'] ? '{}' : res.body.toString()) as { id: number };
  };
  const planId = (await post('addPlanificacion', { body: { nombre: 'Temporada' } })).id;
  const week = (await post('addSemana', { semana: { planificacion_id: planId } })).id;
  let firstSet = 0;
  for (let d = 0; d < 6; d++) {
    const day = (await post('addDia', { dia: { semana_id: week } })).id;
    for (let b = 0; b < 5; b++) {
      const block = (await post('addBloque', { nombre: `Bloque ${b + 1}`, descanso: 60, dia_id: day })).id;
      for (let e = 0; e < 6; e++) {
        const exercise = (await post('addEjercicio', { nombre: `Ejercicio ${e + 1}`, bloque_id: block, series: 5 })).id;
        firstSet ||= exercise + 1;
      }
    }
  }
  for (let w = 1; w < WEEKS; w++) await post('duplicateSemana', { semana: { id: week } });
  await post('assignPlanificacionToUser', { clerkUserId: member.user.userId, planificacionId: planId });
  await database.db
    .insertInto('member_packages')
    .values({ user_id: member.user.userId, paquete_id: 1, valido_hasta: '2026-12-01', creditos_restantes: 8, receipt_request_id: null, last_position: 0, updated_at: new Date() })
    .execute();
  console.log(`${commands} editor commands answered ${kb(built)} in all (brotli where the answer was ≥ 1 kB)\n`);

  const url = `/api/planificaciones/${planId}`;
  const etag = (await call('GET', url, admin)).headers.etag as string;
  const rows: Row[] = [];
  const measure = async (name: string, token: string, path_: string, headers: Record<string, string> = {}, before?: (i: number) => Promise<void>) => {
    const ms: number[] = [];
    let bytes = 0;
    for (let i = 0; i < SAMPLES; i++) {
      await before?.(i);
      const res = await call('GET', path_, token, headers);
      if (res.status >= 400) throw new Error(`${name}: ${res.status}`);
      ms.push(res.ms);
      bytes = res.bytes;
    }
    rows.push({ name, ms, bytes });
  };
  await measure('GET /api/auth/me (baseline)', member.token, '/api/auth/me');
  await measure('plan rebuilt from the tree per request (before)', admin, `/bench/plan-rebuilt/${planId}`);
  await measure('GET plan, member, no compression', member.token, url);
  await measure('GET plan, member, brotli', member.token, url, { 'accept-encoding': 'gzip, deflate, br' });
  await measure('GET plan, member, gzip', member.token, url, { 'accept-encoding': 'gzip' });
  await measure('GET plan, If-None-Match → 304', member.token, url, { 'if-none-match': etag, 'accept-encoding': 'br' });
  // Cold: every read follows an edit, so the instance's cache misses: the text comes from the database and is
  // compressed again (the edit itself is not timed).
  await measure('GET plan after an edit (cold), brotli', member.token, url, { 'accept-encoding': 'br' }, async (i) => {
    const res = await call('PUT', '/api/planificaciones/updateSerie', admin, {}, { id: firstSet, numero: 1, repeticiones: String(i % 20), peso: 40 });
    if (res.status !== 200) throw new Error(`updateSerie: ${res.status}`);
  });
  printRows(rows);
  agent.destroy();
  await app.close();
}

/** The read as it was before stored documents: load the tree, render and serialize it on every request. */
function registerRebuiltBaseline(app: FastifyInstance, database: DatabaseHandle) {
  // With the old route's response schema, so it is serialized the way that route did it.
  app.get<{ Params: { id: string } }>('/bench/plan-rebuilt/:id', { schema: { response: { 200: PlanificacionSchema } } }, async (request) => {
    const view = await findPlanView(database.db, Number(request.params.id));
    return toPlanificacion(view!.tree, view!.version);
  });
}

type Row = { name: string; ms: number[]; bytes: number };
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const kb = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(2)} MB` : `${(bytes / 1e3).toFixed(1)} kB`);

function printRows(rows: Row[]) {
  const base = pct([...rows[0]!.ms].sort((a, b) => a - b), 50);
  console.log(`${'read'.padEnd(48)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'× auth/me'.padStart(10)} ${'bytes'.padStart(10)}`);
  for (const row of rows) {
    const sorted = [...row.ms].sort((a, b) => a - b);
    const median = pct(sorted, 50);
    console.log(`${row.name.padEnd(48)} ${median.toFixed(2).padStart(10)} ${pct(sorted, 95).toFixed(2).padStart(8)} ${(median / base).toFixed(1).padStart(10)} ${kb(row.bytes).padStart(10)}`);
  }
  console.log(`\n${SAMPLES} samples per row, one at a time; target: the plan in < 30 ms median server time.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
