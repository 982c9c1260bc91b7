import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../testing/mock-api';
import { ApiError, apiFetch, bindApiAuth } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('turns a problem+json answer into an ApiError with code and detail', async () => {
    mockApi({ 'POST /api/x': () => problem(409, 'EMAIL_TAKEN', 'Ya existe una cuenta con ese email.') });
    const failure = await apiFetch('/api/x', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', detail: 'Ya existe una cuenta con ese email.' });
  });

  it('falls back to a Spanish message when the body is not a problem', async () => {
    mockApi({ 'GET /api/x': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502', detail: expect.stringMatching(/error inesperado/) });
  });

  it('sends a fresh Idempotency-Key with each command, none with reads', async () => {
    const api = mockApi({ 'POST /api/x': () => json(201, {}), 'GET /api/x': () => json(200, {}) });
    await apiFetch('/api/x', { method: 'POST', body: { a: 1 } });
    await apiFetch('/api/x', { method: 'POST', body: { a: 1 } });
    await apiFetch('/api/x');
    const [first, second, read] = api.calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    expect(read).toBeNull();
  });

  it('sends a command again under the same key when its answer is lost (503 or network), then gives up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let calls = 0;
      const answers = [
        () => problem(503, 'OUTCOME_UNKNOWN', 'No sabemos si se guardó.'),
        () => Promise.reject(new TypeError('Failed to fetch')),
        () => json(200, { id: 7 }),
      ];
      const api = mockApi({ 'POST /api/x': () => answers[calls++]!() });
      const done = apiFetch('/api/x', { method: 'POST', body: { a: 1 } });
      await vi.advanceTimersByTimeAsync(2000);
      await expect(done).resolves.toEqual({ id: 7 });
      const keys = api.calls.map((call) => call.headers.get('Idempotency-Key'));
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(1);

      const down = mockApi({ 'POST /api/y': () => problem(503, 'DATABASE_UNAVAILABLE', 'Sin base de datos.') });
      const failed = apiFetch('/api/y', { method: 'POST', body: {} }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(2000);
      expect(await failed).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(down.calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not repeat reads or refused commands', async () => {
    const api = mockApi({ 'GET /api/x': () => problem(503, 'DATABASE_UNAVAILABLE', 'Sin base de datos.'), 'POST /api/x': () => problem(409, 'SLOT_FULL', 'Completo.') });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 503 });
    await expect(apiFetch('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 409 });
    expect(api.calls).toHaveLength(2);
  });

  it('adds the bearer token of the bound auth mode', async () => {
    const api = mockApi({ 'GET /api/x': () => json(200, { ok: true }) });
    const unbind = bindApiAuth({ getToken: async () => 'jwt-123', onUnauthorized: () => {} });
    await expect(apiFetch('/api/x')).resolves.toEqual({ ok: true });
    unbind();
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer jwt-123');
  });

  it('reports a 401 on protected calls only', async () => {
    mockApi({ 'GET /api/x': () => problem(401, 'UNAUTHENTICATED', 'Inicia sesión.') });
    const onUnauthorized = vi.fn();
    const unbind = bindApiAuth({ getToken: async () => null, onUnauthorized });
    await apiFetch('/api/x', { anonymous: true }).catch(() => {});
    expect(onUnauthorized).not.toHaveBeenCalled();
    await apiFetch('/api/x').catch(() => {});
    expect(onUnauthorized).toHaveBeenCalledOnce();
    unbind();
  });

  it('reports a network failure in Spanish', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
