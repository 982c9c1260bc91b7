import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogChangeKeys } from './catalog-keys';
import type { HorarioInput } from './types';
import { api, refreshesAfter } from '../../../lib/api-client';

export const updateHorario = (horario: HorarioInput & { id: number }) =>
  api('POST /api/horarios/updateHorario', { body: horario });

export function useUpdateHorario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateHorario, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
