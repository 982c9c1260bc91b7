import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planMembersKey } from '../../../api/route-keys';
import { api, refreshesAfter } from '../../../lib/api-client';

type Link = { clerkUserId: string; planificacionId: number };

export const assignPlanToUser = (link: Link) => api('POST /api/planificaciones/assignPlanificacionToUser', { body: link });
export const removePlanFromUser = (link: Link) => api('POST /api/planificaciones/deletePlanificacionFromUser', { body: link });

/** Assigns several plans to one user (one command each; the server ignores repeats). */
export function useAssignPlansToUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ clerkUserId, planificacionIds }: { clerkUserId: string; planificacionIds: number[] }) => {
      for (const planificacionId of planificacionIds) await assignPlanToUser({ clerkUserId, planificacionId });
    },
    ...refreshesAfter(queryClient, [planMembersKey]),
  });
}

export function useRemovePlanFromUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePlanFromUser, ...refreshesAfter(queryClient, [planMembersKey]) });
}
