import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SesionDetalle } from './get-session';
import { markCommentsRead, readFailureText, readKey, readRetryDelay, retryRead, type ReadOutcome } from './read-comments';
import { workoutsKeys } from './workouts-keys';

type Read = (sesionId: string, idempotencyKey: string) => Promise<ReadOutcome>;

/**
 * The member opened a session with comments still new to them: they are marked read (the "Nuevo" markers in "Mis
 * entrenamientos" and the nav's count drop). With no signal the read waits in the offline queue and goes when the
 * connection returns (the queue then refreshes every screen). Whatever the outcome, the session and the comments are
 * asked again, so the markers show what the server holds, never a guess; a failure the member should know of comes
 * back as a short text (`failure`) for the screen to show. `read` is for tests.
 */
export function useReadCommentsOnOpen(detail: SesionDetalle | undefined, read: Read = markCommentsRead): { failure: string | null } {
  const queryClient = useQueryClient();
  const sesionId = detail?.id;
  const readAs = detail ? readKey(detail.id, detail.lista_comentarios) : null;
  const { mutate, error } = useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => read(id, key),
    retry: retryRead,
    retryDelay: readRetryDelay,
    // The queue decides what no signal means (it keeps the read); a paused mutation would keep it nowhere.
    networkMode: 'always',
    onSettled: (_outcome, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workoutsKeys.myComments() }),
        queryClient.invalidateQueries({ queryKey: workoutsKeys.session(id) }),
      ]),
  });
  useEffect(() => {
    if (sesionId && readAs) mutate({ id: sesionId, key: readAs });
  }, [mutate, sesionId, readAs]);
  return { failure: error ? readFailureText(error) : null };
}
