import { queryOptions } from '@tanstack/react-query';
import { healthStatusKey } from '../route-keys';
import { api } from '../../lib/api-client';

/** The signed-in member's standing: what the studio asks (warn or block), her statement's state, the terms to accept. */
export const healthStatusQuery = () =>
  queryOptions({ queryKey: healthStatusKey, queryFn: ({ signal }) => api('GET /api/salud/estado', {}, { signal }) });
