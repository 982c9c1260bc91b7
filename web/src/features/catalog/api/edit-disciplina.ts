import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';
import type { Disciplina } from './types';

export const editDisciplina = (disciplina: Disciplina) =>
  api('PUT /api/disciplinas/editDisciplina', { body: disciplina });

export function useEditDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editDisciplina, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
