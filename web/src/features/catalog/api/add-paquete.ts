import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';
import type { PaqueteInput } from './types';

export const addPaquete = (paquete: PaqueteInput) => api('PUT /api/paquetes/addPaquete', { body: paquete });

export function useAddPaquete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPaquete, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
