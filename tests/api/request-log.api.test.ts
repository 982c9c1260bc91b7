import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { appLoggerOptions } from '../../services/app';
import { loadConfig } from '../../services/config';

// The server logs each request once at info, with what both of Fastify's lines carried, and never a session token.
describe('request log lines', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  beforeAll(async () => {
    t = await createTestApp({ build: { logger: { ...appLoggerOptions(loadConfig({ LOG_LEVEL: 'info' })), stream } } });
  });
  afterAll(() => t.close());

  it('writes one line per request: method, url, status and time together', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 } });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
  });

  it('keeps the session token out of a websocket handshake\'s line', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/ws?token=secreto-de-sesion' });
    expect(JSON.stringify(lines)).not.toContain('secreto-de-sesion');
    expect(lines.at(-1)).toMatchObject({ msg: 'request completed', req: { url: '/api/ws?token=[REDACTED]' }, res: { statusCode: 401 } });
  });
});
