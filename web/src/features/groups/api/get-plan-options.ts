import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { groupsKeys } from './groups-keys';

/** Every plan (GET getPlanificacionesList), to assign to a group or a user. */
export const fetchPlanOptions = () => api('GET /api/planificaciones/getPlanificacionesList');
export const planOptionsQueryOptions = () => queryOptions({ queryKey: groupsKeys.planOptions(), queryFn: fetchPlanOptions });
export const usePlanOptions = (enabled = true) => useQuery({ ...planOptionsQueryOptions(), enabled });
