import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogChangeKeys } from './catalog-keys';
import { api, refreshesAfter } from '../../../lib/api-client';

export const deletePaquete = (id: number) => api('POST /api/paquetes/deletePaquete', { body: { id } });

export function useDeletePaquete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePaquete, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
