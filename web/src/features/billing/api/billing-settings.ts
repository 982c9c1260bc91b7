import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userPackageKeys } from '../../../api/route-keys';
import { api, type ApiInput, refreshesAfter } from '../../../lib/api-client';

export type BillingSettingsInput = ApiInput<'PUT /api/abonos/settings'>['body'];

const billingSettingsKey = ['GET /api/abonos/settings'] as const;

export const billingSettingsQuery = () => queryOptions({ queryKey: billingSettingsKey, queryFn: ({ signal }) => api('GET /api/abonos/settings', {}, { signal }) });
export const useBillingSettings = () => useQuery(billingSettingsQuery());

/** A new rule changes where every member stands (en mora, what a booking meets): their accounts are read again. */
export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingSettingsInput) => api('PUT /api/abonos/settings', { body }),
    ...refreshesAfter(queryClient, [billingSettingsKey, userPackageKeys.all]),
  });
}
