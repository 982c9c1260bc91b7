import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsKeys } from './groups-keys';
import { api } from '../../../lib/api-client';

/** Every group's plans (GET getGrupoPlanificaciones); screens filter by grupo_id. */
export const fetchGroupPlans = () => api('GET /api/user/getGrupoPlanificaciones');
export const groupPlansQueryOptions = () => queryOptions({ queryKey: groupsKeys.plans(), queryFn: fetchGroupPlans });
export const useGroupPlans = () => useQuery(groupPlansQueryOptions());
