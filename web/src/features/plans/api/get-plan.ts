import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { plansKeys } from './plans-keys';
import type { Planificacion } from './types';

export const fetchPlan = (id: number) =>
  apiFetch<Planificacion>('/api/planificaciones/getPlanificacionById', { method: 'POST', body: { id }, idempotent: false });

export const planQueryOptions = (id: number) => queryOptions({ queryKey: plansKeys.plan(id), queryFn: () => fetchPlan(id) });

export const usePlan = (id: number) => useQuery({ ...planQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
