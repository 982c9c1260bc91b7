import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPlansToGroup } from '../../../api/groups/add-plans-to-group';
import { groupChangeKeys } from './groups-keys';
import type { GroupResult } from './types';
import { api, refreshesAfter } from '../../../lib/api-client';

/** docs/product.md §7 Groups (under /api/user/), typed by contract/routes/groups.ts. */
export const groupCommands = {
  add: (nombre: string) => api('POST /api/user/addGrupo', { body: { nombre } }),
  rename: (v: { id: number; nombre: string }) => api('POST /api/user/updateGrupo', { body: v }),
  remove: (id: number) => api('POST /api/user/deleteGrupo', { body: { id } }),
  addUsers: (v: { grupoId: number; userIds: string[] }) => api('POST /api/user/addUsersToGrupo', { body: v }),
  removeUser: (v: { grupoId: number; userId: string }) => api('POST /api/user/removeUserFromGrupo', { body: v }),
  addPlans: addPlansToGroup,
  removePlan: (v: { grupoId: number; planificacionId: number }) => api('POST /api/user/removePlanificacionFromGrupo', { body: v }),
};

/** Wraps any group command so the groups screen follows it (lib/api-client.ts). */
export function useGroupCommand<V>(command: (variables: V) => Promise<GroupResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: command, ...refreshesAfter(queryClient, groupChangeKeys) });
}
