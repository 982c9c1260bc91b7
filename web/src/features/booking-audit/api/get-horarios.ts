import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';
import type { WeeklySlot } from './types';

export const getHorarios = (signal?: AbortSignal) => apiFetch<WeeklySlot[]>('/api/horarios/getHorarios', { signal });

export const horariosQueryOptions = () => queryOptions({ queryKey: auditKeys.horarios, queryFn: ({ signal }) => getHorarios(signal) });

export const useHorarios = () => useQuery(horariosQueryOptions());
