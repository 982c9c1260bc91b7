import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { auditKeys } from './audit-keys';

export const getHorarios = (signal?: AbortSignal) => api('GET /api/horarios/getHorarios', {}, { signal });

export const horariosQueryOptions = () => queryOptions({ queryKey: auditKeys.horarios, queryFn: ({ signal }) => getHorarios(signal) });

export const useHorarios = () => useQuery(horariosQueryOptions());
