import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogChangeKeys } from './catalog-keys';
import type { PaqueteInput } from './types';
import { api, refreshesAfter } from '../../../lib/api-client';

export const addPaquete = (paquete: PaqueteInput) => api('PUT /api/paquetes/addPaquete', { body: paquete });

export function useAddPaquete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPaquete, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
