import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { groupsKeys } from './groups-keys';
import type { GroupResult } from './types';

const U = '/api/user';
const post = <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'POST', body });

/** SPEC.md §7 Groups (under /api/user/). */
export const groupCommands = {
  add: (nombre: string) => post<GroupResult>(`${U}/addGrupo`, { nombre }),
  rename: (v: { id: number; nombre: string }) => post<GroupResult>(`${U}/updateGrupo`, v),
  remove: (id: number) => post<GroupResult>(`${U}/deleteGrupo`, { id }),
  addUsers: (v: { grupoId: number; userIds: string[] }) => post<GroupResult>(`${U}/addUsersToGrupo`, v),
  removeUser: (v: { grupoId: number; userId: string }) => post<GroupResult>(`${U}/removeUserFromGrupo`, v),
  addPlans: (v: { grupoId: number; planificacionIds: number[] }) => post<GroupResult>(`${U}/addPlanificacionesToGrupo`, v),
  removePlan: (v: { grupoId: number; planificacionId: number }) => post<GroupResult>(`${U}/removePlanificacionFromGrupo`, v),
};

/** Wraps any group command so the groups screen refetches after it. */
export function useGroupCommand<V>(command: (variables: V) => Promise<GroupResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: command, onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKeys.all }) });
}
