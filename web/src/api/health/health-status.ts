import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { healthStatusKey } from '../route-keys';

/** The signed-in member's standing: what the studio asks (warn or block), her statement's state, the terms to accept. */
export const healthStatusQuery = () =>
  queryOptions({ queryKey: healthStatusKey, queryFn: ({ signal }) => api('GET /api/salud/estado', {}, { signal }) });
