import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, refreshesAfter, type ApiInput } from '../../../lib/api-client';
import { myMakeupsKeys } from './my-makeups';

export type MakeupSettingsInput = ApiInput<'PUT /api/recuperos/ajustes'>['body'];

export const makeupSettingsKey = ['GET /api/recuperos/ajustes'] as const;

export const makeupSettingsQuery = () =>
  queryOptions({ queryKey: makeupSettingsKey, queryFn: ({ signal }) => api('GET /api/recuperos/ajustes', {}, { signal }) });

export const useMakeupSettings = () => useQuery(makeupSettingsQuery());

/** A new rule changes what every member's card and agenda say about make-ups. */
export function useSaveMakeupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MakeupSettingsInput) => api('PUT /api/recuperos/ajustes', { body }),
    onSuccess: (settings) => queryClient.setQueryData(makeupSettingsKey, settings),
    ...refreshesAfter(queryClient, [makeupSettingsKey, myMakeupsKeys.all]),
  });
}
