import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import type { Paquete } from './types';

export const fetchPaquetes = () => apiFetch<Paquete[]>('/api/paquetes/getPaquetes');

export const paquetesQueryOptions = () => queryOptions({ queryKey: catalogKeys.paquetes(), queryFn: fetchPaquetes });

export const usePaquetes = () => useQuery(paquetesQueryOptions());
