import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { PoliticaReservas } from '../../../../../contract/catalog';
import { catalogKeys } from './catalog-keys';

export type { PoliticaReservas };

/** The admin sets a discipline's booking policy (issue 12). */
export const setPoliticaReservas = (body: PoliticaReservas & { id: number }) =>
  apiFetch<{ id: number }>('/api/disciplinas/setPoliticaReservas', { method: 'PUT', body });

export function useSetPoliticaReservas() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPoliticaReservas, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
