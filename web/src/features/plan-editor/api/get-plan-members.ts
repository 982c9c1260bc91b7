import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { editorKeys } from './editor-keys';

/** Every member ↔ plan link (GET getUsersPlanificaciones); the assigned-users dialog filters one plan. */
export const fetchPlanMembers = () => api('GET /api/planificaciones/getUsersPlanificaciones');

export const planMembersQueryOptions = () => queryOptions({ queryKey: editorKeys.members(), queryFn: fetchPlanMembers });

export const usePlanMembers = (enabled = true) => useQuery({ ...planMembersQueryOptions(), enabled });
