import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { groupsKeys } from './groups-keys';

/** Every direct member ↔ plan assignment (GET getUsersPlanificaciones). */
export const fetchUserPlans = () => api('GET /api/planificaciones/getUsersPlanificaciones');
export const userPlansQueryOptions = () => queryOptions({ queryKey: groupsKeys.userPlans(), queryFn: fetchUserPlans });
export const useUserPlans = (enabled = true) => useQuery({ ...userPlansQueryOptions(), enabled });
