import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { editorKeys } from './editor-keys';
import type { PlanListItem } from './types';

export const fetchPlanList = () => apiFetch<PlanListItem[]>('/api/planificaciones/getPlanificacionesList');

export const planListQueryOptions = () => queryOptions({ queryKey: editorKeys.list(), queryFn: fetchPlanList });

export const usePlanList = () => useQuery(planListQueryOptions());
