import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../contract/errors';
import { apiRoutes, type RouteKey } from '../../contract/routes';
import { defineRoutes } from '../../contract/routes/route-schemas';

// Each route's problem answers come from its contract entry (contract/routes): some follow from its access, method
// and inputs, the rest are its handler's, declared once there. These checks hold both halves to what the code does.
const entries = Object.entries(apiRoutes) as [RouteKey, (typeof apiRoutes)[RouteKey]][];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const methodOf = (key: string) => key.slice(0, key.indexOf(' '));
const has = (entry: object, part: string) => part in entry && (entry as Record<string, unknown>)[part] !== undefined;

const root = path.resolve(__dirname, '../..');
const routeFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return e.name.endsWith('.routes.ts') || e.name.endsWith('.plugin.ts') ? [full] : [];
  });
const sources = routeFiles(path.join(root, 'services')).map((file) => ({ file: path.relative(root, file), text: fs.readFileSync(file, 'utf8') }));

/** The text of a call from its opening parenthesis to the one that closes it (the handler's source). */
function callText(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

/** Each `route(app, 'KEY', …)` call: its key and its handler's source. */
function handlers(): { key: string; body: string; file: string }[] {
  return sources.flatMap(({ file, text }) =>
    [...text.matchAll(/route\(app, ['`]([^'`]+)['`]/g)].map((call) => ({ key: call[1]!, body: callText(text, call.index + 'route'.length), file })),
  );
}
const statusOf = (code: string) => (errorCatalogue as Record<string, { status: number }>)[code]?.status;

describe('the problem statuses of each route (contract/routes)', () => {
  it('follow from its access, method and inputs, on every route', () => {
    const wrong = entries.flatMap(([key, entry]) => {
      const errors = new Set(entry.errors);
      const expected: [number, boolean][] = [
        [400, has(entry, 'body') || has(entry, 'querystring') || has(entry, 'params')],
        [401, entry.access !== 'public'],
        [403, entry.access === 'staff' || entry.access === 'admin' || BODY_METHODS.has(methodOf(key))],
        [409, entry.access !== 'public'],
        [413, BODY_METHODS.has(methodOf(key))],
        [415, BODY_METHODS.has(methodOf(key))],
        [500, true],
        [503, entry.access !== 'public'],
      ];
      return expected.filter(([status, implied]) => implied && !errors.has(status)).map(([status]) => `${key}: ${status}`);
    });
    expect(wrong).toEqual([]);
  });

  it('are exactly the problem answers its schema declares, each with the reasons in its description', () => {
    const mismatched = entries.filter(([, entry]) => {
      const declared = Object.keys(entry.response).map(Number).filter((status) => status >= 400);
      return JSON.stringify(declared.sort((a, b) => a - b)) !== JSON.stringify(entry.errors);
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
    const response = apiRoutes['POST /api/reservas/addReserva'].response as Record<number, { description?: string }>;
    expect(response[403]?.description).toContain('CROSS_SITE_REQUEST');
    expect(response[403]?.description).toContain('NOT_YOUR_DATA');
    expect(response[422]?.description).toContain('IDEMPOTENCY_KEY_REUSED');
  });

  it('derives a role refusal for staff and admin routes, and nothing of a session for public ones', () => {
    const routes = defineRoutes({
      'GET /api/x': { access: 'public', response: {} },
      'GET /api/y': { access: 'staff', response: {} },
      'POST /api/z': { access: 'admin', errors: [404], response: {} },
    });
    expect(routes['GET /api/x'].errors).toEqual([500]);
    expect(routes['GET /api/y'].errors).toEqual([401, 403, 409, 500, 503]);
    expect(routes['POST /api/z'].errors).toEqual([401, 403, 404, 409, 413, 415, 500, 503]);
    expect((routes['GET /api/y'].response as Record<number, { description: string }>)[403]?.description).toContain('STAFF_ONLY');
  });

  it('include what each handler raises itself, runs as a command (a reused key: 422) or acts for a member (403)', () => {
    const missing = handlers().flatMap(({ key, body }) => {
      const entry = apiRoutes[key as RouteKey];
      const errors = new Set(entry.errors);
      const raised = [...body.matchAll(/fail\('([A-Z_]+)'/g)].map((m) => [m[1]!, statusOf(m[1]!)] as const);
      const needs = [
        ...raised.filter(([, status]) => status !== undefined && !errors.has(status)).map(([code, status]) => `${code} (${status})`),
        ...(/commandContext\(|\bedit\(|\bctx\(/.test(body) && !errors.has(422) ? ['a command: 422'] : []),
        ...(/actingOn\(/.test(body) && entry.access === 'member' && !errors.has(403) ? ['actingOn: 403'] : []),
      ];
      return needs.map((need) => `${key}: ${need}`);
    });
    expect(missing).toEqual([]);
  });

  it('are served through the route helper only: no route file names a method and path, or its access, by hand', () => {
    const byHand = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/\b(?:app|fastify)\.(?:get|post|put|patch|delete|route)\(\s*['`{]/g)].map((m) => `${file}: ${text.slice(m.index, m.index + 60)}`),
    );
    // The platform's routes outside the contract: the change feed's websocket and the Prometheus scrape.
    const outside = byHand.filter((line) => !/realtime\.plugin\.ts|ops\.plugin\.ts: app\.get\('\/api\/metrics'/.test(line));
    expect(outside).toEqual([]);
    const served = new Set(handlers().map(({ key }) => key));
    const unserved = entries.map(([key]) => key).filter((key) => !served.has(key));
    expect(unserved).toEqual([]);
  });
});
