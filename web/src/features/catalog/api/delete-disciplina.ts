import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export const deleteDisciplina = (id: number) => apiFetch<{ id: number }>('/api/disciplinas/deleteDisciplina', { method: 'DELETE', body: { id } });

export function useDeleteDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDisciplina, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
