import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansKeys } from './plans-keys';
import { api } from '../../../lib/api-client';

/** The signed-in member's visible assigned plans (id and nombre); the server knows who is asking. */
export const fetchPlanSummaries = () =>
  api('POST /api/planificaciones/getPlanificacionesSummaryByIdUsr', { body: {} }, { idempotent: false });

export const planSummariesQueryOptions = () => queryOptions({ queryKey: plansKeys.summaries(), queryFn: fetchPlanSummaries });

export const usePlanSummaries = () => useQuery(planSummariesQueryOptions());
