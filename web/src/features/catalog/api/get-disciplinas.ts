import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import type { Disciplina } from './types';

export const fetchDisciplinas = () => apiFetch<Disciplina[]>('/api/disciplinas/getDisciplinas');

export const disciplinasQueryOptions = () => queryOptions({ queryKey: catalogKeys.disciplinas(), queryFn: fetchDisciplinas });

export const useDisciplinas = () => useQuery(disciplinasQueryOptions());
