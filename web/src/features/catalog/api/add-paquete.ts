import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import type { Paquete, PaqueteInput } from './types';

export const addPaquete = (paquete: PaqueteInput) => apiFetch<Paquete>('/api/paquetes/addPaquete', { method: 'PUT', body: paquete });

export function useAddPaquete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPaquete, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
