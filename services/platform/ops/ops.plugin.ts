import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { fail } from '../../../events/framework/errors';
import { problemOf, sendProblem } from '../http/problem';
import { createMetrics } from './metrics';
import { checkReadiness, type Readiness, type SqlRunner } from './readiness';
import { route } from '../http/contract-route';

export interface OpsOptions {
  /** How long /api/ready and a metrics scrape wait for the database before calling it unreachable. */
  databaseTimeoutMs?: number;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const digest = (text: string) => createHash('sha256').update(text).digest();

/** What an operator reads in the 503: the first check that failed, in Spanish like every problem. */
function notReadyDetail({ checks }: Readiness): string {
  if (checks.database !== 'ok') return 'La base de datos no responde.';
  if (checks.migrations !== 'ok') return 'Faltan aplicar migraciones de la base de datos.';
  if (checks.sequencer !== 'ok') return 'Hay eventos guardados que todavía esperan su posición en el registro.';
  if (checks.processors === 'failed') return 'Un proceso en segundo plano se detuvo por un error.';
  return 'Un proceso en segundo plano está atrasado respecto del registro de eventos.';
}

/**
 * Operations endpoints, all public and cheap: /api/health (the process answers; no database), /api/ready
 * (database, migrations, the sequencer's and async processors' lag) and, with METRICS_TOKEN set, /api/metrics for Prometheus.
 */
export const opsPlugin = fp<OpsOptions>(async (app, opts) => {
  const { config, database } = app.deps;
  const sql = database.pool as SqlRunner;
  const timeoutMs = opts.databaseTimeoutMs ?? 2000;
  const metrics = createMetrics({ sql, websocketClients: () => app.realtime.size, timeoutMs });

  // Outcomes are read from the answer itself, so every command is counted without touching its handler.
  const outcomes = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (STATE_CHANGING.has(request.method) && request.routeOptions.url) outcomes.set(request, outcomeOf(reply.statusCode, reply.getHeader('content-type'), payload));
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const routeUrl = request.routeOptions.url ?? 'unmatched';
    metrics.observe({ method: request.method, route: routeUrl, status: reply.statusCode, seconds: reply.elapsedTime / 1000, outcome: outcomes.get(request) });
  });

  route(app, 'GET /api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  // One check at a time however many probes arrive: a probe storm costs the database one query, not one each.
  let inFlight: Promise<Readiness> | undefined;
  const readiness = () => (inFlight ??= checkReadiness(sql, { maxLag: config.readyMaxLag, timeoutMs }).finally(() => (inFlight = undefined)));
  route(app, 'GET /api/ready', async (_request, reply) => {
    const result = await readiness();
    reply.header('cache-control', 'no-store');
    if (result.ready) return { status: 'ok' as const, checks: result.checks };
    const { checks, pendingMigrations, unsequenced, behind } = result;
    reply.header('retry-after', '5');
    return sendProblem(reply, problemOf(fail('NOT_READY', { reason: notReadyDetail(result) }, { checks, pendingMigrations, unsequenced, behind })));
  });

  // Without a token the route does not exist: nothing to find, nothing to guess. Not a contract route: its answer is
  // Prometheus text, and its token, not a session, is what lets a scraper in.
  if (!config.metricsToken) return;
  const expected = digest(config.metricsToken);
  app.get('/api/metrics', { config: { access: 'public' } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    reply.header('cache-control', 'no-store');
    if (!timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendProblem(reply, problemOf(fail('METRICS_TOKEN_REQUIRED')));
    }
    return reply.type(metrics.contentType).send(await metrics.render());
  });
});

/** OK, or the problem code a command was refused with (HTTP_<status> if the answer was not a problem). */
function outcomeOf(status: number, contentType: unknown, payload: unknown): string {
  if (status < 400) return 'OK';
  if (String(contentType).startsWith('application/problem+json') && typeof payload === 'string') {
    try {
      const code = (JSON.parse(payload) as { code?: unknown }).code;
      if (typeof code === 'string' && /^[A-Z0-9_]{1,64}$/.test(code)) return code;
    } catch {
      // not JSON after all: fall through
    }
  }
  return `HTTP_${status}`;
}
