import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import type { Disciplina } from './types';

// SPEC.md §7 sends an id with the new discipline; the server assigns the real one.
export const addDisciplina = (nombre: string) =>
  apiFetch<Disciplina>('/api/disciplinas/addDisciplina', { method: 'POST', body: { id: 0, nombre } });

export function useAddDisciplina() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addDisciplina, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
