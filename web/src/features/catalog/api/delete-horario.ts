import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import type { Horario } from './types';

/** SPEC.md §7 sends the whole horario. */
export const deleteHorario = (horario: Horario) => apiFetch<{ id: number }>('/api/horarios/deleteHorario', { method: 'POST', body: horario });

export function useDeleteHorario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHorario, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
