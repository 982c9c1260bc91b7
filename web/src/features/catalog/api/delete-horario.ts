import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogChangeKeys } from './catalog-keys';
import type { Horario } from './types';
import { api, refreshesAfter } from '../../../lib/api-client';

/** docs/product.md §7 sends the whole horario. */
export const deleteHorario = (horario: Horario) => api('POST /api/horarios/deleteHorario', { body: horario });

export function useDeleteHorario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHorario, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
