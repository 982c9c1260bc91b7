import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogChangeKeys } from './catalog-keys';
import { api, refreshesAfter } from '../../../lib/api-client';

// docs/product.md §7 sends an id with the new discipline; the server assigns the real one.
export const addDisciplina = (nombre: string) =>
  api('POST /api/disciplinas/addDisciplina', { body: { id: 0, nombre } });

export function useAddDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDisciplina, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
