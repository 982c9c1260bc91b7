import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogChangeKeys } from './catalog-keys';
import { api } from '../../../lib/api-client';
import { refreshesAfter } from '../../../lib/command-refresh';

export const deletePaquete = (id: number) => api('POST /api/paquetes/deletePaquete', { body: { id } });

export function useDeletePaquete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePaquete, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
