import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';

/** The weekly schedule, Lunes..Domingo then by time. */
export const fetchHorarios = () => api('GET /api/horarios/getHorarios');

export const horariosQueryOptions = () => queryOptions({ queryKey: catalogKeys.horarios(), queryFn: fetchHorarios });

export const useHorarios = () => useQuery(horariosQueryOptions());
