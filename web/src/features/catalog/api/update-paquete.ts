import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import type { Paquete, PaqueteInput } from './types';

/** SPEC.md §7: PUT updatePaquete/{id} with the whole paquete. */
export const updatePaquete = (paquete: PaqueteInput & { id: number }) =>
  apiFetch<Paquete>(`/api/paquetes/updatePaquete/${paquete.id}`, { method: 'PUT', body: paquete });

export function useUpdatePaquete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePaquete, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
