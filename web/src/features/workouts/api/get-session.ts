import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, api } from '../../../lib/api-client';
import { pendingFor, sessionFromPlan, withPending, type SesionConPendientes } from './pending-session';
import { workoutsKeys } from './workouts-keys';

export type { SesionDetalle, SesionEjercicio, SesionSerie, Comentario } from '../../../../../contract/workouts';

/**
 * The session, with what the offline queue still holds for it applied (pendingFor): sets logged with no signal show
 * as logged after a reload, and a session started offline (the server has not heard of it) is built from the plan.
 */
export async function getSession(id: string, signal?: AbortSignal): Promise<SesionConPendientes> {
  const pending = await pendingFor(id);
  try {
    return withPending(await api('GET /api/entrenamientos/sesiones/:id', { params: { id } }, { signal }), pending);
  } catch (error) {
    const notThereYet = isApiError(error) && (error.status === 0 || error.status === 404);
    if (!pending.started || !notThereYet) throw error;
    return withPending(await sessionFromPlan(pending.started), pending);
  }
}

export const sessionQueryOptions = (id: string) => queryOptions({ queryKey: workoutsKeys.session(id), queryFn: ({ signal }) => getSession(id, signal) });

export const useSession = (id: string) => useQuery(sessionQueryOptions(id));
