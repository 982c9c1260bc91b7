import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import type { Horario, HorarioInput } from './types';

export const updateHorario = (horario: HorarioInput & { id: number }) =>
  apiFetch<Horario>('/api/horarios/updateHorario', { method: 'POST', body: horario });

export function useUpdateHorario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHorario, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
