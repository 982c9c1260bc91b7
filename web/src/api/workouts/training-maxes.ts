import { queryOptions } from '@tanstack/react-query';
import { trainingMaxesKey } from '../route-keys';
import { api } from '../../lib/api-client';

/**
 * The signed-in member's training maxes and the studio's plate increment: the plan viewer and the logger turn a
 * coach's "75 %" into her own kg with them. A minute fresh: a coach's change shows on her next screen.
 */
export const trainingMaxesQuery = () =>
  queryOptions({ queryKey: trainingMaxesKey, queryFn: ({ signal }) => api('GET /api/entrenamientos/maximos', {}, { signal }), staleTime: 60_000 });
