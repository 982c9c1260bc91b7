import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { reportKeys } from './report-keys';
import { api } from '../../../lib/api-client';

// While the reports projector is behind the log, ask again this often until it has caught up.
const CATCH_UP_POLL_MS = 1500;

/** GET /api/reportes/estado: the reports projector's checkpoint against the head of the log. */
export const getStatus = (signal?: AbortSignal) => api('GET /api/reportes/estado', {}, { signal });

export const statusQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.status,
    queryFn: ({ signal }) => getStatus(signal),
    refetchInterval: (query) => (query.state.data && !query.state.data.upToDate && query.state.data.status !== 'failed' ? CATCH_UP_POLL_MS : false),
  });

/**
 * The projector's status; each time its checkpoint moves, the figures on screen are fetched again, so a
 * change the projector had not folded yet when realtime told us shows up once it has.
 */
export function useReportStatus() {
  const status = useQuery(statusQueryOptions());
  const queryClient = useQueryClient();
  const seen = useRef<number | undefined>(undefined);
  const position = status.data?.position;
  useEffect(() => {
    if (position === undefined) return;
    if (seen.current !== undefined && seen.current !== position) {
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === reportKeys.all[0] && q.queryKey[1] !== 'status' });
    }
    seen.current = position;
  }, [position, queryClient]);
  return status;
}
