import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsKeys } from './groups-keys';
import { api } from '../../../lib/api-client';

/** Who may be added to a group (GET getGrupoCandidatos): visible accounts by name and email, for admins and coaches alike. */
export const fetchCandidates = () => api('GET /api/user/getGrupoCandidatos');
export const candidatesQueryOptions = () => queryOptions({ queryKey: groupsKeys.candidates(), queryFn: fetchCandidates });
export const useCandidates = (enabled = true) => useQuery({ ...candidatesQueryOptions(), enabled });
