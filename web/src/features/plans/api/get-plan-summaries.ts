import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { plansKeys } from './plans-keys';
import type { PlanSummary } from './types';

/** The signed-in member's visible assigned plans (id and nombre); the server knows who is asking. */
export const fetchPlanSummaries = () =>
  apiFetch<PlanSummary[]>('/api/planificaciones/getPlanificacionesSummaryByIdUsr', { method: 'POST', body: {}, idempotent: false });

export const planSummariesQueryOptions = () => queryOptions({ queryKey: plansKeys.summaries(), queryFn: fetchPlanSummaries });

export const usePlanSummaries = () => useQuery(planSummariesQueryOptions());
