import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remindersKeys } from './reminders-keys';
import { api, type ApiInput } from '../../../lib/api-client';

export type ReminderSettingsInput = ApiInput<'PUT /api/recordatorios/settings'>['body'];

export const getReminderSettings = (signal?: AbortSignal) => api('GET /api/recordatorios/settings', {}, { signal });
export const reminderSettingsQueryOptions = () => queryOptions({ queryKey: remindersKeys.settings, queryFn: ({ signal }) => getReminderSettings(signal) });
export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions());

/** The answer is the saved settings: no notice follows a studio setting, so the screen takes it as it comes. */
export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsInput) => api('PUT /api/recordatorios/settings', { body }),
    onSuccess: (saved) => queryClient.setQueryData(remindersKeys.settings, saved),
  });
}
