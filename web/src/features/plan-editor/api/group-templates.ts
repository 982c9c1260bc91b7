import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { editorKeys } from './editor-keys';

/** The studio's groups, for giving a plan to one (the admin's list; a coach without it sees the refusal). */
export const useGroupsForTemplates = (enabled: boolean) => useQuery({ queryKey: editorKeys.groups(), queryFn: () => api('GET /api/user/getGrupos'), enabled });

export type TemplateMode = 'vinculada' | 'copias';

/**
 * A plan given to a group: linked (one plan for the whole group, every later edit reaches everyone) or as copies
 * (each member gets their own duplicate, assigned directly; later edits of the template reach none of them).
 */
export const giveToGroup = ({ planId, groupId, mode }: { planId: number; groupId: number; mode: TemplateMode }) =>
  mode === 'vinculada'
    ? api('POST /api/user/addPlanificacionesToGrupo', { body: { grupoId: groupId, planificacionIds: [planId] } }).then(() => ({ copias: 0, sinCopia: 0 }))
    : api('POST /api/planificaciones/asignarCopiaAGrupo', { body: { planificacionId: planId, grupoId: groupId } }).then((r) => ({ copias: r.copias.length, sinCopia: r.rechazados.length }));

export function useGiveToGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: giveToGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.list() }) });
}
