import { queryOptions, useQuery } from '@tanstack/react-query';
import { editorKeys } from './editor-keys';
import { api } from '../../../lib/api-client';

/** Who has each plan, directly or through a group (GET getAsignadosPlanificaciones); the dialog filters one plan. */
export const fetchPlanAssignees = () => api('GET /api/planificaciones/getAsignadosPlanificaciones');

export const planAssigneesQueryOptions = () => queryOptions({ queryKey: editorKeys.assignees(), queryFn: fetchPlanAssignees });

export const usePlanAssignees = (enabled = true) => useQuery({ ...planAssigneesQueryOptions(), enabled });
