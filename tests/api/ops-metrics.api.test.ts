import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { connect, wsUrl } from '../realtime/ws-client';
import { clerkTestKeys, clerkEnv } from '../support/clerk-tokens';

const TOKEN = 'metricas-de-prueba-0123456789';

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('refuses a missing or wrong token with a 401 problem', async () => {
    for (const authorization of [undefined, 'Bearer otro-token-cualquiera-123', `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ code: 'METRICS_TOKEN_REQUIRED' });
      expect(res.body).not.toContain('pulso_');
    }
  });

  it('serves the Prometheus text format, with the process figures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE pulso_http_request_duration_seconds histogram');
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('counts requests by route template and status, with their latency', async () => {
    const series = 'pulso_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}';
    const before = sample(await scrape(), series) ?? 0;
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no-existe/123' });
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 3);
    expect(sample(text, 'pulso_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status="200"}')).toBe(before + 3);
    // Unknown paths share one series: raw URLs would make one per id.
    expect(sample(text, 'pulso_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('/api/no-existe/123');
  });

  it('counts command outcomes by problem code', async () => {
    const { token } = await t.signUp({ email: 'metricas@example.com', password: 'clave-segura-1' });
    const signIn = (password: string) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'metricas@example.com', password } });
    expect((await signIn('otra-clave-mala')).statusCode).toBe(401);
    expect((await signIn('clave-segura-1')).statusCode).toBe(200);
    expect((await t.as(token, { method: 'POST', url: '/api/user/addUser', payload: { firstName: 42 } })).statusCode).toBe(400);
    const text = await scrape();
    expect(sample(text, 'pulso_command_outcomes_total{method="POST",route="/api/auth/sign-in",code="INVALID_CREDENTIALS"}')).toBe(1);
    expect(sample(text, 'pulso_command_outcomes_total{method="POST",route="/api/auth/sign-in",code="OK"}')).toBe(1);
    expect(sample(text, 'pulso_command_outcomes_total{method="POST",route="/api/auth/sign-up",code="OK"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'pulso_command_outcomes_total{method="POST",route="/api/user/addUser",code="VALIDATION_ERROR"}')).toBe(1);
    // Reads are not commands.
    expect(text).not.toMatch(/pulso_command_outcomes_total\{method="GET"/);
  });

  it('shows each async processor\'s lag behind the log head', async () => {
    await sql`INSERT INTO projection_checkpoints (name, position, status) VALUES ('ops-metrics-probe', '1', 'live')`.execute(t.db.handle.db);
    try {
      // The sequencer numbers committed events a moment later: compare once it has caught up.
      await vi.waitFor(async () => expect((await sql<{ n: string }>`SELECT count(*) AS n FROM es_events WHERE global_position IS NULL`.execute(t.db.handle.db)).rows[0]!.n).toBe(0));
      const head = Number((await sql<{ p: string }>`SELECT max(global_position) AS p FROM es_events`.execute(t.db.handle.db)).rows[0]!.p);
      const text = await scrape();
      expect(sample(text, 'pulso_event_log_head_position')).toBe(head);
      expect(sample(text, 'pulso_processor_lag_events{processor="ops-metrics-probe"}')).toBe(head - 1);
      expect(sample(text, 'pulso_processor_failed{processor="ops-metrics-probe"}')).toBe(0);
      expect(sample(text, 'pulso_database_up')).toBe(1);
      expect(sample(text, 'pulso_sequencer_backlog_events')).toBe(0);
    } finally {
      await sql`DELETE FROM projection_checkpoints WHERE name = 'ops-metrics-probe'`.execute(t.db.handle.db);
    }
    expect(await scrape()).not.toContain('ops-metrics-probe');
  });

  it('counts the websocket clients connected to this instance', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await t.signUp();
    expect(sample(await scrape(), 'pulso_websocket_clients')).toBe(0);
    const socket = await connect(wsUrl(t.app, `?token=${token}`));
    await vi.waitFor(async () => expect(sample(await scrape(), 'pulso_websocket_clients')).toBe(1));
    socket.ws.terminate();
    await vi.waitFor(async () => expect(sample(await scrape(), 'pulso_websocket_clients')).toBe(0));
  });
});

describe('GET /api/metrics in Clerk mode', () => {
  it('takes the metrics token even though Clerk reads every bearer token first', async () => {
    vi.stubEnv('CLERK_TELEMETRY_DISABLED', '1');
    const keys = await clerkTestKeys();
    const t = await createTestApp({
      env: clerkEnv(keys, { METRICS_TOKEN: TOKEN }),
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('pulso_websocket_clients');
      expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await t.close();
      vi.unstubAllEnvs();
    }
  });
});
