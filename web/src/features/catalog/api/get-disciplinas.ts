import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './catalog-keys';
import { api } from '../../../lib/api-client';

export const fetchDisciplinas = () => api('GET /api/disciplinas/getDisciplinas');

export const disciplinasQueryOptions = () => queryOptions({ queryKey: catalogKeys.disciplinas(), queryFn: fetchDisciplinas });

export const useDisciplinas = () => useQuery(disciplinasQueryOptions());
