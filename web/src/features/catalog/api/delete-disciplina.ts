import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogChangeKeys } from './catalog-keys';
import { api, refreshesAfter } from '../../../lib/api-client';

export const deleteDisciplina = (id: number) => api('DELETE /api/disciplinas/deleteDisciplina', { body: { id } });

export function useDeleteDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDisciplina, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
