import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogChangeKeys } from './catalog-keys';
import { refreshesAfter } from '../../../lib/command-refresh';

export const deletePaquete = (id: number) => api('POST /api/paquetes/deletePaquete', { body: { id } });

export function useDeletePaquete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePaquete, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
