import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { progressKeys } from './progress-keys';

/** Staff: a member's measurements and photos, empty while she does not share them. */
export const useMemberProgress = (clerkUserId: string) =>
  useQuery({
    queryKey: progressKeys.member(clerkUserId),
    queryFn: ({ signal }) => api('GET /api/entrenamientos/socios/:clerkUserId/progreso', { params: { clerkUserId } }, { signal }),
  });
