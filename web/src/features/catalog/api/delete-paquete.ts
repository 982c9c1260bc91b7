import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';

export const deletePaquete = (id: number) => api('POST /api/paquetes/deletePaquete', { body: { id } });

export function useDeletePaquete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePaquete, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
