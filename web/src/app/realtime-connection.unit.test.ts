import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../features/auth/api/get-me';
import { bindApiAuth } from '../lib/api-client';
import { stillSignedIn } from './realtime-connection';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('stillSignedIn (after the change feed was closed with 4401)', () => {
  it('refetches the session query, so a new role reaches the screens, and says to reconnect', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(meQueryKey, { userId: 'u1', firstName: 'Ana', lastName: 'P', email: 'a@x.co', role: 'admin' });
    vi.stubGlobal('fetch', answer(200, { userId: 'u1', firstName: 'Ana', lastName: 'P', email: 'a@x.co', role: 'member' }));
    expect(await stillSignedIn(queryClient)).toBe(true);
    expect(queryClient.getQueryData(meQueryKey)).toMatchObject({ role: 'member' });
  });

  it('once signed out, leaves as on any 401 and says not to reconnect', async () => {
    const queryClient = new QueryClient();
    const onUnauthorized = vi.fn();
    const unbind = bindApiAuth({ getToken: async () => null, onUnauthorized });
    vi.stubGlobal('fetch', answer(401, { code: 'UNAUTHENTICATED', detail: 'Tienes que iniciar sesión.' }));
    expect(await stillSignedIn(queryClient)).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    unbind();
  });
});
