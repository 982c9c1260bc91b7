import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';
import type { HorarioInput } from './types';

export const updateHorario = (horario: HorarioInput & { id: number }) =>
  api('POST /api/horarios/updateHorario', { body: horario });

export function useUpdateHorario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHorario, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
