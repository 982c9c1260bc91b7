import { queryOptions } from '@tanstack/react-query';
import { planListKey } from '../route-keys';
import { api } from '../../lib/api-client';

const ROUTE = 'GET /api/planificaciones/getPlanificacionesList';

export const fetchPlanList = (signal?: AbortSignal) => api(ROUTE, {}, { signal });

/** Every plan of the studio (staff): the editor's list, and the plans to give a group or a member. */
export const planListQuery = () => queryOptions({ queryKey: planListKey, queryFn: ({ signal }) => fetchPlanList(signal) });
