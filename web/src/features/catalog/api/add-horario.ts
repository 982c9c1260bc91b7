import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';
import type { HorarioInput } from './types';

// docs/product.md §7: sent with id 0; the server answers the new id.
export const addHorario = (horario: HorarioInput) =>
  api('POST /api/horarios/addHorario', { body: { id: 0, ...horario } });

export function useAddHorario() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addHorario, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
