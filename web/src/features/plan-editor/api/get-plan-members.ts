import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { editorKeys } from './editor-keys';
import type { PlanMemberLink } from './types';

/** Every member ↔ plan link (GET getUsersPlanificaciones); the assigned-users dialog filters one plan. */
export const fetchPlanMembers = () => apiFetch<PlanMemberLink[]>('/api/planificaciones/getUsersPlanificaciones');

export const planMembersQueryOptions = () => queryOptions({ queryKey: editorKeys.members(), queryFn: fetchPlanMembers });

export const usePlanMembers = (enabled = true) => useQuery({ ...planMembersQueryOptions(), enabled });
