import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { editorKeys } from './editor-keys';
import type { Planificacion } from './types';

export const fetchPlan = (id: number) =>
  apiFetch<Planificacion>('/api/planificaciones/getPlanificacionById', { method: 'POST', body: { id }, idempotent: false });

export const editorPlanQueryOptions = (id: number) => queryOptions({ queryKey: editorKeys.plan(id), queryFn: () => fetchPlan(id) });

export const useEditorPlan = (id: number) => useQuery(editorPlanQueryOptions(id));
