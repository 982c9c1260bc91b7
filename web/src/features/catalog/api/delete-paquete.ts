import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export const deletePaquete = (id: number) => apiFetch<{ id: number }>('/api/paquetes/deletePaquete', { method: 'POST', body: { id } });

export function useDeletePaquete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePaquete, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }) });
}
