import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanAssignee } from '../../../../../contract/plans';
import { apiFetch } from '../../../lib/api-client';
import { editorKeys } from './editor-keys';

/** Who has each plan, directly or through a group (GET getAsignadosPlanificaciones); the dialog filters one plan. */
export const fetchPlanAssignees = () => apiFetch<PlanAssignee[]>('/api/planificaciones/getAsignadosPlanificaciones');

// Under the members key, so the `plans` topic's invalidation of the links refreshes it too.
export const planAssigneesQueryOptions = () => queryOptions({ queryKey: [...editorKeys.members(), 'assignees'] as const, queryFn: fetchPlanAssignees });

export const usePlanAssignees = (enabled = true) => useQuery({ ...planAssigneesQueryOptions(), enabled });
