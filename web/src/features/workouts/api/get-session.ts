import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SesionDetalle } from '../../../../../contract/workouts';
import { api } from '../../../lib/api';
import { workoutsKeys } from './workouts-keys';

export type { SesionDetalle, SesionEjercicio, SesionSerie, Comentario } from '../../../../../contract/workouts';

export const getSession = (id: string, signal?: AbortSignal): Promise<SesionDetalle> =>
  api('GET /api/entrenamientos/sesiones/:id', { params: { id } }, { signal });

export const sessionQueryOptions = (id: string) => queryOptions({ queryKey: workoutsKeys.session(id), queryFn: ({ signal }) => getSession(id, signal) });

export const useSession = (id: string) => useQuery(sessionQueryOptions(id));
