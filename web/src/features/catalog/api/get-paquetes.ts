import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { catalogKeys } from './catalog-keys';

export const fetchPaquetes = () => api('GET /api/paquetes/getPaquetes');

export const paquetesQueryOptions = () => queryOptions({ queryKey: catalogKeys.paquetes(), queryFn: fetchPaquetes });

export const usePaquetes = () => useQuery(paquetesQueryOptions());
