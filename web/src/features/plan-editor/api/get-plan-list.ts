import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { editorKeys } from './editor-keys';

export const fetchPlanList = () => api('GET /api/planificaciones/getPlanificacionesList');

export const planListQueryOptions = () => queryOptions({ queryKey: editorKeys.list(), queryFn: fetchPlanList });

export const usePlanList = () => useQuery(planListQueryOptions());
