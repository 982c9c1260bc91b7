import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api-client';

export type NoticeChannels = ApiAnswer<'GET /api/notifications/channels'>;
export type NoticeChannelsEntry = NoticeChannels['notices'][number];

export const noticeChannelsKey = ['notifications', 'channels'] as const;

export const noticeChannelsQueryOptions = () =>
  queryOptions({ queryKey: noticeChannelsKey, queryFn: ({ signal }) => api('GET /api/notifications/channels', {}, { signal }) });

export const useNoticeChannels = () => useQuery(noticeChannelsQueryOptions());

/** Her choice for one kind of notice; the answer is the whole screen as the server now has it. */
export function useChooseNoticeChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: { notice: string; push: boolean; email: boolean }) => api('POST /api/notifications/channels', { body: choice }),
    onSuccess: (answer) => queryClient.setQueryData(noticeChannelsKey, answer),
    // Refused (the account was deleted elsewhere…): show what the server has.
    onError: () => void queryClient.invalidateQueries({ queryKey: noticeChannelsKey }),
  });
}
