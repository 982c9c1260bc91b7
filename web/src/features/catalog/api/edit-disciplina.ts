import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import type { Disciplina } from './types';

export const editDisciplina = (disciplina: Disciplina) =>
  apiFetch<Disciplina>('/api/disciplinas/editDisciplina', { method: 'PUT', body: disciplina });

export function useEditDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editDisciplina, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
