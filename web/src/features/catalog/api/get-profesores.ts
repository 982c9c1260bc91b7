import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './catalog-keys';
import { api } from '../../../lib/api-client';

/** Staff who may run a class (admins and coaches), for the slot's Profesor field. */
export const fetchProfesores = () => api('GET /api/horarios/profesores');

export const profesoresQueryOptions = () => queryOptions({ queryKey: catalogKeys.profesores(), queryFn: fetchProfesores });

export const useProfesores = () => useQuery(profesoresQueryOptions());
