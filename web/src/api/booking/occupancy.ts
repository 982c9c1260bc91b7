import { queryOptions } from '@tanstack/react-query';
import { occupancyKeys } from '../route-keys';
import { api } from '../../lib/api-client';

const ROUTE = 'POST /api/reservas/ocupacion';

export const fetchOccupancy = (horarioId: number, fecha: string, signal?: AbortSignal) =>
  api(ROUTE, { body: { horario_id: horarioId, fecha } }, { idempotent: false, signal });

/** Who holds a place in one class on one date (its roster), and everything that happened to it. */
export const occupancyQuery = (horarioId: number, fecha: string) =>
  queryOptions({ queryKey: occupancyKeys.of(horarioId, fecha), queryFn: ({ signal }) => fetchOccupancy(horarioId, fecha, signal) });
