// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchTopics } from '../../../lib/realtime';
import { json, mockApi } from '../../../testing/mock-api';
import { createTestQueryClient } from '../../../testing/render';
import { useUnreadCommentsBadge } from './my-comments';
import { workoutsTopicHandlers } from './workouts-topics';

afterEach(() => vi.unstubAllGlobals());

function renderBadge(enabled: boolean) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { ...renderHook(() => useUnreadCommentsBadge(enabled), { wrapper }), queryClient };
}

describe('the nav\'s count of new coach comments', () => {
  it('shows the server\'s count, follows the member\'s topic live (a comment, a read on any device) and goes when none are new', async () => {
    let nuevos = 1;
    mockApi({ 'GET /api/entrenamientos/comentariosNuevos': () => json(200, { nuevos }) });
    const { result, queryClient } = renderBadge(true);
    await waitFor(() => expect(result.current).toEqual({ count: 1, label: '1 comentario nuevo' }));

    nuevos = 3;
    act(() => dispatchTopics([workoutsTopicHandlers], ['user:user_ana'], queryClient, { 'user:user_ana': {} }));
    await waitFor(() => expect(result.current).toEqual({ count: 3, label: '3 comentarios nuevos' }));

    nuevos = 0;
    act(() => dispatchTopics([workoutsTopicHandlers], ['user:user_ana'], queryClient, { 'user:user_ana': {} }));
    await waitFor(() => expect(result.current).toBeNull());
  });

  it('asks nothing for staff', () => {
    const { fetchMock } = mockApi({});
    const { result } = renderBadge(false);
    expect(result.current).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
