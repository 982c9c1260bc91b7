import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { editorKeys } from './editor-keys';

/** Who has each plan, directly or through a group (GET getAsignadosPlanificaciones); the dialog filters one plan. */
export const fetchPlanAssignees = () => api('GET /api/planificaciones/getAsignadosPlanificaciones');

// Under the members key, so the `plans` topic's invalidation of the links refreshes it too.
export const planAssigneesQueryOptions = () => queryOptions({ queryKey: [...editorKeys.members(), 'assignees'] as const, queryFn: fetchPlanAssignees });

export const usePlanAssignees = (enabled = true) => useQuery({ ...planAssigneesQueryOptions(), enabled });
