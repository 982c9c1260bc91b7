// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SesionDetalle } from '../../../../../contract/workouts';
import { ApiError } from '../../../lib/api-client';
import { invalidatedKeys } from '../../../testing/invalidated-keys';
import type { ReadOutcome } from './read-comments';
import { useReadCommentsOnOpen } from './read-comments-on-open';
import { workoutsKeys } from './workouts-keys';

const ID = '7d0c5a4e-1b2c-4d3e-8f90-a1b2c3d4e5f6';
const comment = (id: string, leido: boolean) => ({ id, autor_id: 'user_leo', autor: 'Leo Díaz', texto: 'Cuida la espalda', fecha: '2026-11-24T21:00:00.000Z', leido });
const session = (comments: SesionDetalle['lista_comentarios']) => ({ id: ID, lista_comentarios: comments }) as SesionDetalle;

afterEach(() => vi.useRealTimers());

function open(detail: SesionDetalle, read: (id: string, key: string) => Promise<ReadOutcome>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  for (const key of [workoutsKeys.myComments(), workoutsKeys.unreadComments(), workoutsKeys.session(ID)]) queryClient.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(({ d }) => useReadCommentsOnOpen(d, read), { wrapper, initialProps: { d: detail } });
  return { ...hook, invalidated: () => invalidatedKeys(queryClient) };
}

const refreshed = ['workouts/me/comments', 'workouts/me/comments/unread', `workouts/session/${ID}`];

describe('reading the comments when the member opens the session', () => {
  it('marks them read once, keyed by the newest new comment, and asks the server again for the markers and the count', async () => {
    const read = vi.fn(async () => 'sent' as const);
    const { result, rerender, invalidated } = open(session([comment('c1', true), comment('c2', false)]), read);
    await waitFor(() => expect(invalidated()).toEqual(refreshed));
    rerender({ d: session([comment('c1', true), comment('c2', false)]) });
    rerender({ d: session([comment('c1', true), comment('c2', true)]) });
    expect(read.mock.calls).toEqual([[ID, `leer-comentarios-${ID}-c2`]]);
    expect(result.current.failure).toBeNull();
  });

  it('sends nothing when every comment is read already', () => {
    const read = vi.fn(async () => 'sent' as const);
    open(session([comment('c1', true)]), read);
    expect(read).not.toHaveBeenCalled();
  });

  it('with no signal the read waits in the queue: no message (the shell shows it pending)', async () => {
    const read = vi.fn(async () => 'queued' as const);
    const { result, invalidated } = open(session([comment('c1', false)]), read);
    await waitFor(() => expect(invalidated()).toEqual(refreshed));
    expect(result.current.failure).toBeNull();
  });

  it('tries again after a failure with no answer, and succeeds', async () => {
    vi.useFakeTimers();
    const read = vi.fn().mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', '')).mockResolvedValueOnce('sent');
    const { result, invalidated } = open(session([comment('c1', false)]), read);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(read).toHaveBeenCalledTimes(2);
    expect(invalidated()).toEqual(refreshed);
    expect(result.current.failure).toBeNull();
  });

  it('after the last try, or a refusal, says so in Spanish and shows the server\'s markers again, not a guess', async () => {
    vi.useFakeTimers();
    const read = vi.fn().mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', ''));
    const { result, invalidated } = open(session([comment('c1', false)]), read);
    await act(() => vi.advanceTimersByTimeAsync(1000 + 2000));
    expect(read).toHaveBeenCalledTimes(3);
    // Query's notifications to React go out on a timer of their own.
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.failure).toBe('No pudimos marcar los comentarios como leídos. Siguen como nuevos: se marcarán la próxima vez que abras este entrenamiento.');
    expect(invalidated()).toEqual(refreshed);
  });

  it('a refusal is not tried again; staff opening a member\'s session get no message', async () => {
    const refusal = vi.fn().mockRejectedValue(new ApiError(404, 'WORKOUT_SESSION_NOT_FOUND', 'No encontramos esa sesión de entrenamiento.'));
    const refused = open(session([comment('c1', false)]), refusal);
    await waitFor(() => expect(refused.result.current.failure).toMatch(/^No pudimos marcar/));
    expect(refusal).toHaveBeenCalledTimes(1);

    const notYours = vi.fn().mockRejectedValue(new ApiError(403, 'NOT_YOUR_WORKOUT', 'Esa sesión de entrenamiento es de otra persona.'));
    const staff = open(session([comment('c1', false)]), notYours);
    await waitFor(() => expect(staff.invalidated()).toEqual(refreshed));
    expect(notYours).toHaveBeenCalledTimes(1);
    expect(staff.result.current.failure).toBeNull();
  });
});
