import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogChangeKeys } from './catalog-keys';
import type { HorarioInput } from './types';
import { api, refreshesAfter } from '../../../lib/api-client';

// docs/product.md §7: sent with id 0; the server answers the new id.
export const addHorario = (horario: HorarioInput) =>
  api('POST /api/horarios/addHorario', { body: { id: 0, ...horario } });

export function useAddHorario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addHorario, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
