import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SesionDetalle } from './get-session';
import { readSessionComments } from './my-comments';
import { workoutsKeys } from './workouts-keys';

/**
 * The member opened a session with comments still new to them: they are read now (the list in "Mis entrenamientos"
 * stops marking them). With no signal nothing is sent: the next time the session is opened with signal reads them.
 * Someone else opening the session (a coach) is refused by the server and changes nothing.
 */
export function useReadCommentsOnOpen(detail: SesionDetalle | undefined): void {
  const queryClient = useQueryClient();
  const sesionId = detail?.id;
  const hasNew = detail?.lista_comentarios.some((c) => !c.leido) ?? false;
  useEffect(() => {
    if (!sesionId || !hasNew) return;
    readSessionComments(sesionId)
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: workoutsKeys.myComments() }),
          queryClient.invalidateQueries({ queryKey: workoutsKeys.session(sesionId) }),
        ]),
      )
      .catch(() => undefined);
  }, [queryClient, sesionId, hasNew]);
}
