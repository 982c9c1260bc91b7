import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import type { Horario } from './types';

/** The weekly schedule, Lunes..Domingo then by time. */
export const fetchHorarios = () => apiFetch<Horario[]>('/api/horarios/getHorarios');

export const horariosQueryOptions = () => queryOptions({ queryKey: catalogKeys.horarios(), queryFn: fetchHorarios });

export const useHorarios = () => useQuery(horariosQueryOptions());
