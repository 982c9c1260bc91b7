import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trialsKeys } from './trials-keys';
import { api } from '../../../lib/api-client';

export const trialSettingsQueryOptions = () => queryOptions({ queryKey: trialsKeys.settings, queryFn: ({ signal }) => api('GET /api/pruebas/ajustes', {}, { signal }) });
export const useTrialSettings = () => useQuery(trialSettingsQueryOptions());

export function useSaveTrialSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { confirmacion_automatica: boolean }) => api('PUT /api/pruebas/ajustes', { body }),
    onSuccess: (saved) => queryClient.setQueryData(trialsKeys.settings, saved),
  });
}
