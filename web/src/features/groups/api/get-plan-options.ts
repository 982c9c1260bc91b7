import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { groupsKeys } from './groups-keys';
import type { PlanOption } from './types';

/** Every plan (GET getPlanificacionesList), to assign to a group or a user. */
export const fetchPlanOptions = () => apiFetch<PlanOption[]>('/api/planificaciones/getPlanificacionesList');
export const planOptionsQueryOptions = () => queryOptions({ queryKey: groupsKeys.planOptions(), queryFn: fetchPlanOptions });
export const usePlanOptions = (enabled = true) => useQuery({ ...planOptionsQueryOptions(), enabled });
