import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';

export const deleteDisciplina = (id: number) => api('DELETE /api/disciplinas/deleteDisciplina', { body: { id } });

export function useDeleteDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDisciplina, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
