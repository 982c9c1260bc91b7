import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiInput } from '../../../lib/api-client';

export type PackageSettingsInput = ApiInput<'PUT /api/paquetes/settings'>['body'];

const settingsKey = ['packages', 'settings'] as const;

export const getPackageSettings = (signal?: AbortSignal) => api('GET /api/paquetes/settings', {}, { signal });
export const packageSettingsQueryOptions = () => queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => getPackageSettings(signal) });
export const usePackageSettings = () => useQuery(packageSettingsQueryOptions());

/** Saving refreshes the settings and the transfer details members see. */
export function useSavePackageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackageSettingsInput) => api('PUT /api/paquetes/settings', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['packages', 'payment-details'] });
    },
  });
}
