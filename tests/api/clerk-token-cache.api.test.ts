import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { clerkTestKeys, type ClerkTestKeys, clerkEnv } from '../support/clerk-tokens';

// Verified session tokens are cached for a few seconds per instance, never past the token's own `exp`.
describe('Clerk mode: cached token verifications', () => {
  let t: TestApp;
  let keys: ClerkTestKeys;
  beforeAll(async () => {
    vi.stubEnv('CLERK_TELEMETRY_DISABLED', '1');
    keys = await clerkTestKeys();
    t = await createTestApp({
      env: clerkEnv(keys),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t.close();
    vi.unstubAllEnvs();
  });

  // An unregistered caller with a valid token gets 404 USER_NOT_REGISTERED; without one, 401.
  const me = (token: string) => t.as(token, { method: 'GET', url: '/api/auth/me' });
  const wsHandshake = (token: string) => t.app.inject({ method: 'GET', url: `/api/ws?token=${encodeURIComponent(token)}` });
  const expiryOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;

  it('refuses a token once it expires, though its verification was just cached', async () => {
    const token = await keys.sign({ sub: 'user_breve', role: 'admin', expiresIn: 30 });
    expect((await me(token)).statusCode).toBe(404);
    expect((await me(token)).statusCode).toBe(404);
    // Only the wall clock moves (Clerk and the cache read Date.now()); the cache's own TTL has not run out.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiryOf(token) * 1000 + 10_000);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses an expired token on the websocket handshake too, after caching it there', async () => {
    const token = await keys.sign({ sub: 'user_breve', role: 'member', expiresIn: 30 });
    expect((await wsHandshake(token)).statusCode).toBe(426);
    expect((await wsHandshake(token)).statusCode).toBe(426);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiryOf(token) * 1000 + 10_000);
    expect((await wsHandshake(token)).statusCode).toBe(401);
  });

  it('keeps each token\'s own claims: a new token with another role is not served the cached one', async () => {
    const member = await keys.sign({ sub: 'user_rol', role: 'member' });
    const admin = await keys.sign({ sub: 'user_rol', role: 'admin' });
    const list = (token: string) => t.as(token, { method: 'GET', url: '/api/user/getUsers' });
    expect((await list(member)).statusCode).toBe(403);
    expect((await list(admin)).statusCode).toBe(200);
    expect((await list(member)).statusCode).toBe(403);
  });
});
