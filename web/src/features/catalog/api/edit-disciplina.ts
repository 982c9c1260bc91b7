import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogChangeKeys } from './catalog-keys';
import type { Disciplina } from './types';
import { api, refreshesAfter } from '../../../lib/api-client';

export const editDisciplina = (disciplina: Disciplina) =>
  api('PUT /api/disciplinas/editDisciplina', { body: disciplina });

export function useEditDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editDisciplina, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
