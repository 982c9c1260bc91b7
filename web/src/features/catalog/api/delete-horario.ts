import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';
import type { Horario } from './types';

/** docs/product.md §7 sends the whole horario. */
export const deleteHorario = (horario: Horario) => api('POST /api/horarios/deleteHorario', { body: horario });

export function useDeleteHorario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHorario, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
