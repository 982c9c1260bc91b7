import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;

describe('idle local sessions (SESSION_IDLE_DAYS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A long absolute lifetime, so only idleness can end the session here.
    t = await createTestApp({ env: { SESSION_IDLE_DAYS: '14', SESSION_TTL_DAYS: '365' } });
  });
  afterAll(() => t.close());

  const lastUsed = async (userId: string) =>
    (await t.db.handle.db.selectFrom('auth_sessions').select('last_used_at').where('user_id', '=', userId).executeTakeFirstOrThrow()).last_used_at;
  /** The instance caches a session for a few seconds of real time; the fixed clock jumps days, so drop it as those seconds would. */
  const me = (token: string) => {
    t.app.authProvider.forgetSession?.(token);
    return t.as(token, { method: 'GET', url: '/api/auth/me' });
  };

  it('keeps a session in use alive past the idle limit, touching it at most once an hour, and ends it after 14 idle days', async () => {
    const { token, userId } = await t.signUp();

    t.clock.advance(13 * DAY);
    expect((await me(token)).statusCode).toBe(200);
    const touched = await lastUsed(userId);
    expect(new Date(touched).getTime()).toBe(t.clock.now().getTime());

    t.clock.advance(30 * 60_000);
    expect((await me(token)).statusCode).toBe(200);
    expect(new Date(await lastUsed(userId)).getTime()).toBe(new Date(touched).getTime()); // no write per request

    t.clock.advance(13 * DAY); // 26 days after sign-up, 13 after the last use
    expect((await me(token)).statusCode).toBe(200);

    t.clock.advance(14 * DAY + 60_000);
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('ends an idle session on this instance even while it is still cached', async () => {
    const { token } = await t.signUp();
    expect((await t.as(token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200); // cached now
    t.clock.advance(14 * DAY + 60_000);
    expect((await t.as(token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});
