import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogChangeKeys } from './catalog-keys';
import type { Disciplina } from './types';
import { api } from '../../../lib/api-client';
import { refreshesAfter } from '../../../lib/command-refresh';

export const editDisciplina = (disciplina: Disciplina) =>
  api('PUT /api/disciplinas/editDisciplina', { body: disciplina });

export function useEditDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editDisciplina, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
