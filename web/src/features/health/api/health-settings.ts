import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { healthStatusKey, termsKey } from '../../../api/route-keys';
import { healthKeys } from './health-keys';
import { api, type ApiInput, refreshesAfter } from '../../../lib/api-client';

export type HealthSettingsInput = ApiInput<'PUT /api/salud/settings'>['body'];

export const healthSettingsQuery = () => queryOptions({ queryKey: healthKeys.settings, queryFn: ({ signal }) => api('GET /api/salud/settings', {}, { signal }) });
export const useHealthSettings = () => useQuery(healthSettingsQuery());

export function useSaveHealthSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HealthSettingsInput) => api('PUT /api/salud/settings', { body }),
    ...refreshesAfter(queryClient, [healthKeys.settings, healthStatusKey]),
  });
}

/** Each save with a new text is the next version: members accept it on their next visit. */
export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiInput<'PUT /api/salud/terminos'>['body']) => api('PUT /api/salud/terminos', { body }),
    ...refreshesAfter(queryClient, [termsKey, healthStatusKey]),
  });
}
