// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { commentNotices, dismissCommentNotice } from '../api/comment-notices';
import { workoutsTopicHandlers } from '../api/workouts-topics';
import { CommentNotice } from './comment-notice';

afterEach(() => {
  cleanup();
  for (const n of commentNotices()) dismissCommentNotice(n.key);
});

const comment = { sesion_id: '00000000-0000-4000-8000-000000000004', comentario_id: 'c-1', autor: 'Profe Gómez', texto: '¡Muy bien esa sentadilla!' };
const deliver = (userId: string, data: unknown) =>
  act(() => workoutsTopicHandlers.user!({ key: 'user', userId, data } as Parameters<NonNullable<typeof workoutsTopicHandlers.user>>[0], createTestQueryClient()));

describe('Comentario de tu profe (live notice)', () => {
  it('shows a coach\'s comment from the member\'s topic once, with a link to the session, and closes', () => {
    renderWithProviders(<CommentNotice userId="user_ana" />);
    deliver('user_ana', { comments: [comment] });
    deliver('user_ana', { comments: [comment] }); // the same notice twice (another device's batch) shows once
    const notice = screen.getByRole('region', { name: 'Comentario de tu profe' });
    expect(notice.textContent).toContain('Profe Gómez comentó tu entrenamiento: “¡Muy bien esa sentadilla!”');
    expect(screen.getAllByRole('region', { name: 'Comentario de tu profe' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ver entrenamiento' }).getAttribute('href')).toBe(`/entrenamientos/${comment.sesion_id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('region', { name: 'Comentario de tu profe' })).toBeNull();
  });

  it('shows nothing for another member\'s comment or a topic without comments', () => {
    renderWithProviders(<CommentNotice userId="user_ana" />);
    deliver('user_beto', { comments: [{ ...comment, comentario_id: 'c-2' }] });
    deliver('user_ana', { records: [] });
    expect(screen.queryByRole('region', { name: 'Comentario de tu profe' })).toBeNull();
  });
});
