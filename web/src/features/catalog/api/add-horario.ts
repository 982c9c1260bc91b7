import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import type { HorarioInput } from './types';

// SPEC.md §7: sent with id 0; the server answers the new id.
export const addHorario = (horario: HorarioInput) =>
  apiFetch<{ id: number }>('/api/horarios/addHorario', { method: 'POST', body: { id: 0, ...horario } });

export function useAddHorario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addHorario, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
