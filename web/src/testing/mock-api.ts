import { vi } from 'vitest';

/** A call the mock received; `query` is its query string's parameters (one route answering per filter). */
export type ApiCall = { method: string; path: string; query: Record<string, string>; body: unknown; headers: Headers };
type Handler = (call: ApiCall) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function problem(status: number, code: string, detail: string): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: code, status, code, detail }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

export const noContent = () => new Response(null, { status: 204 });

/**
 * Replaces globalThis.fetch with a table of `'METHOD /path'` handlers.
 * Unknown calls answer 404 so a missing stub shows up as a failing assertion, not a hang.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    return handler ? handler(call) : problem(404, 'NOT_FOUND', `Sin stub para ${call.method} ${call.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const memberUser = { userId: 'user_ana', firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com', role: 'member' };
export const adminUser = { userId: 'user_leo', firstName: 'Leo', lastName: 'Díaz', email: 'leo@example.com', role: 'admin' };

export const localConfig = { authMode: 'local', studioName: 'Pulso' };

/** The boot calls every screen makes: config and the current user (null = signed out). */
export function bootRoutes(user: object | null): Record<string, Handler> {
  return {
    'GET /api/config': () => json(200, localConfig),
    'GET /api/auth/me': () => (user ? json(200, user) : problem(401, 'UNAUTHENTICATED', 'Inicia sesión para continuar.')),
  };
}
