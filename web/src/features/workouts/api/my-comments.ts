import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { workoutsKeys } from './workouts-keys';

export type { ComentarioSocio } from '../../../../../contract/workouts';

// The newest comments are the ones the list is for; older ones stay on each session's screen.
const LIST_LIMIT = 30;

/** The coach's comments on the member's sessions, newest first (refetched when the member's user topic moves). */
export const useMyComments = () =>
  useQuery({ queryKey: workoutsKeys.myComments(), queryFn: ({ signal }) => api('GET /api/entrenamientos/comentarios', { query: { limite: String(LIST_LIMIT) } }, { signal }) });

/** The member read the comments of one session: they stop showing as new (on every device, via the user topic). */
export const readSessionComments = (sesionId: string) => api('POST /api/entrenamientos/leerComentarios', { body: { id: sesionId } });
