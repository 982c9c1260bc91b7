import { useQuery } from '@tanstack/react-query';
import { unreadText } from '../workout-wording';
import { workoutsKeys } from './workouts-keys';
import { api } from '../../../lib/api-client';

export type { ComentarioSocio } from '../../../../../contract/workouts';

// The newest comments are the ones the list is for; older ones stay on each session's screen.
const LIST_LIMIT = 30;

/** The coach's comments on the member's sessions, newest first (refetched when the member's user topic moves). */
export const useMyComments = () =>
  useQuery({ queryKey: workoutsKeys.myComments(), queryFn: ({ signal }) => api('GET /api/entrenamientos/comentarios', { query: { limite: String(LIST_LIMIT) } }, { signal }) });

/** How many of those comments are new (the nav's badge); under myComments, so whatever refreshes the list refreshes it. */
export const useUnreadCommentCount = (enabled: boolean) =>
  useQuery({ queryKey: workoutsKeys.unreadComments(), queryFn: ({ signal }) => api('GET /api/entrenamientos/comentariosNuevos', {}, { signal }), enabled, select: (d) => d.nuevos });

/** The nav's badge for the member's new comments: the count and how it reads aloud; null when there are none. */
export function useUnreadCommentsBadge(enabled: boolean): { count: number; label: string } | null {
  const count = useUnreadCommentCount(enabled).data ?? 0;
  return count > 0 ? { count, label: unreadText(count) } : null;
}
