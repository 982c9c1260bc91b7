import { queryOptions } from '@tanstack/react-query';
import { horariosKey } from '../route-keys';
import { api } from '../../lib/api-client';

const ROUTE = 'GET /api/horarios/getHorarios';

export const fetchHorarios = (signal?: AbortSignal) => api(ROUTE, {}, { signal });

/** The weekly schedule, Lunes..Domingo then by time. */
export const horariosQuery = () => queryOptions({ queryKey: horariosKey, queryFn: ({ signal }) => fetchHorarios(signal) });
