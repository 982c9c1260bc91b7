import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addPlansToGroup } from '../../../api/groups/add-plans-to-group';
import { groupMembersQuery } from '../../../api/groups/group-members';
import { groupsQuery } from '../../../api/groups/groups';
import { planListKey } from '../../../api/route-keys';
import { api, refreshesAfter } from '../../../lib/api-client';

/** The studio's groups, for giving a plan to one (staff: admins and coaches). */
export const useGroupsForTemplates = (enabled: boolean) => useQuery({ ...groupsQuery(), enabled });

/** How many members each group has, by group id (a group nobody is in has no entry). */
export function countMembers(links: readonly { grupo_id: number }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const link of links) counts.set(link.grupo_id, (counts.get(link.grupo_id) ?? 0) + 1);
  return counts;
}

/**
 * Each group's member count, so giving a plan to an empty group warns first. Read afresh each time the dialog opens:
 * a coach hears no live notice of group changes (they go to admins), and may just have added members on the groups
 * screen.
 */
export const useGroupMemberCounts = (enabled: boolean) => useQuery({ ...groupMembersQuery(), enabled, select: countMembers, staleTime: 0 });

export type TemplateMode = 'vinculada' | 'copias';

/**
 * A plan given to a group: linked (one plan for the whole group, every later edit reaches everyone) or as copies
 * (each member gets their own duplicate, assigned directly; later edits of the template reach none of them).
 */
export const giveToGroup = ({ planId, groupId, mode }: { planId: number; groupId: number; mode: TemplateMode }) =>
  mode === 'vinculada'
    ? addPlansToGroup({ grupoId: groupId, planificacionIds: [planId] }).then(() => ({ copias: 0, sinCopia: 0 }))
    : api('POST /api/planificaciones/asignarCopiaAGrupo', { body: { planificacionId: planId, grupoId: groupId } }).then((r) => ({ copias: r.copias.length, sinCopia: r.rechazados.length }));

/** The list's group counts follow the notice (`staff:groups` for a linked plan, `plans` for copies), as every command's screen does. */
export function useGiveToGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: giveToGroup, ...refreshesAfter(queryClient, [planListKey]) });
}
