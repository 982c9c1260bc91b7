import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { groupsKeys } from './groups-keys';
import type { UserPlanLink } from './types';

/** Every direct member ↔ plan assignment (GET getUsersPlanificaciones). */
export const fetchUserPlans = () => apiFetch<UserPlanLink[]>('/api/planificaciones/getUsersPlanificaciones');
export const userPlansQueryOptions = () => queryOptions({ queryKey: groupsKeys.userPlans(), queryFn: fetchUserPlans });
export const useUserPlans = (enabled = true) => useQuery({ ...userPlansQueryOptions(), enabled });
