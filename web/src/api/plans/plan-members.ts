import { queryOptions } from '@tanstack/react-query';
import { planMembersKey } from '../route-keys';
import { api } from '../../lib/api-client';

const ROUTE = 'GET /api/planificaciones/getUsersPlanificaciones';

export const fetchPlanMembers = (signal?: AbortSignal) => api(ROUTE, {}, { signal });

/** Every direct member ↔ plan assignment; screens filter one plan or one member. */
export const planMembersQuery = () => queryOptions({ queryKey: planMembersKey, queryFn: ({ signal }) => fetchPlanMembers(signal) });
