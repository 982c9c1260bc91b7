import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trialsKeys } from './trials-keys';
import { api, type ApiAnswer, refreshesAfter } from '../../../lib/api-client';

export type Lead = ApiAnswer<'GET /api/interesados'>[number];

export const leadsQueryOptions = () => queryOptions({ queryKey: trialsKeys.leads, queryFn: ({ signal }) => api('GET /api/interesados', {}, { signal }) });
export const useLeads = () => useQuery(leadsQueryOptions());

/** Makes a lead a member; the leads list follows its admin:leads notice (or refreshes itself when none comes). */
export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; email?: string }) => api('POST /api/interesados/convertir', { body }),
    ...refreshesAfter(queryClient, [trialsKeys.leads]),
  });
}

/** Forgets a lead at her request: her data can no longer be read anywhere, and she leaves the list. */
export function useForgetLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/interesados/olvidar', { body: { id } }),
    ...refreshesAfter(queryClient, [trialsKeys.leads]),
  });
}
