import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { groupsKeys } from './groups-keys';
import type { GrupoPlan } from './types';

/** Every group's plans (GET getGrupoPlanificaciones); screens filter by grupo_id. */
export const fetchGroupPlans = () => apiFetch<GrupoPlan[]>('/api/user/getGrupoPlanificaciones');
export const groupPlansQueryOptions = () => queryOptions({ queryKey: groupsKeys.plans(), queryFn: fetchGroupPlans });
export const useGroupPlans = () => useQuery(groupPlansQueryOptions());
