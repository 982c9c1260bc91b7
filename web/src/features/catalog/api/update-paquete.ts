import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogChangeKeys } from './catalog-keys';
import type { PaqueteInput } from './types';
import { api, refreshesAfter } from '../../../lib/api-client';

/** docs/product.md §7: PUT updatePaquete/{id} with the whole paquete. */
export const updatePaquete = (paquete: PaqueteInput & { id: number }) =>
  api('PUT /api/paquetes/updatePaquete/:id', { params: { id: String(paquete.id) }, body: paquete });

export function useUpdatePaquete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePaquete, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
