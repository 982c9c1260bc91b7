import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editorKeys } from './editor-keys';
import type { CreatedPlan, EditResult, PlanListItem } from './types';
import { planKeys, planListKey } from '../../../api/route-keys';
import { api, refreshesAfter } from '../../../lib/api-client';

export const addPlan = (nombre: string) => api('POST /api/planificaciones/addPlanificacion', { body: { body: { nombre } } });
export const setPlanVisibility = ({ id, visible }: { id: number; visible: 0 | 1 }) =>
  // The wire schema leaves `change.node` unchecked (contract/plans.ts); EditResult names it per kind.
  api('POST /api/planificaciones/handleVisiblePlanificacion', { body: { id, visible } }) as Promise<EditResult>;
export const renamePlan = ({ id, nombre }: { id: number; nombre: string }) => api('PUT /api/planificaciones/:id', { params: { id: String(id) }, body: { id, nombre } });
/** The server's DeletePlan cascades (assignments, weeks … sets) in one command. */
export const deletePlan = (id: number) => api('POST /api/planificaciones/deletePlanificacion', { body: { id } });

/** A new plan with the whole content of plan `id`, named "<nombre> (copia)" by the server. */
export const duplicatePlan = (id: number) => api('POST /api/planificaciones/duplicatePlanificacion', { body: { id } });

export function useDuplicatePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicatePlan, ...refreshesAfter(queryClient, [planListKey]) });
}

type ListSnapshot = { previous: PlanListItem[] | undefined };

/** docs/product.md §4: a new plan shows at once under a temporary id, removed on failure; the list reloads on success. */
export function useAddPlan() {
  const queryClient = useQueryClient();
  return useMutation<CreatedPlan, Error, string, ListSnapshot & { tempId: number }>({
    mutationFn: addPlan,
    onMutate: async (nombre) => {
      await queryClient.cancelQueries({ queryKey: planListKey });
      const previous = queryClient.getQueryData<PlanListItem[]>(planListKey);
      const tempId = -Date.now();
      queryClient.setQueryData<PlanListItem[]>(planListKey, (list = []) => [...list, { id: tempId, nombre, visible: 1, usuarios: 0, grupos: 0 }]);
      return { previous, tempId };
    },
    onError: (_error, _nombre, snapshot) => {
      queryClient.setQueryData<PlanListItem[]>(planListKey, (list = []) => list.filter((p) => p.id !== snapshot?.tempId));
    },
    // The `plans` notice brings the real row in place of the temporary one.
    ...refreshesAfter(queryClient, [planListKey]),
  });
}

/** docs/product.md §4: visibility flips 1/0 at once and reverts if the server refuses. */
export function useSetPlanVisibility() {
  const queryClient = useQueryClient();
  return useMutation<EditResult, Error, { id: number; visible: 0 | 1 }, ListSnapshot>({
    mutationFn: setPlanVisibility,
    onMutate: async ({ id, visible }) => {
      await queryClient.cancelQueries({ queryKey: planListKey });
      const previous = queryClient.getQueryData<PlanListItem[]>(planListKey);
      queryClient.setQueryData<PlanListItem[]>(planListKey, (list = []) => list.map((p) => (p.id === id ? { ...p, visible } : p)));
      return { previous };
    },
    onError: (_error, { id, visible }) => {
      queryClient.setQueryData<PlanListItem[]>(planListKey, (list = []) =>
        list.map((p) => (p.id === id ? { ...p, visible: visible === 1 ? 0 : 1 } : p)),
      );
    },
    ...refreshesAfter(queryClient, [planListKey]),
  });
}

export function useRenamePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renamePlan, ...refreshesAfter(queryClient, [editorKeys.all, planListKey, planKeys.all]) });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePlan, ...refreshesAfter(queryClient, [editorKeys.all, planListKey, planKeys.all]) });
}
