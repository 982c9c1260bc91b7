import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { auditKeys } from './audit-keys';

/** POST /api/reservas/ocupacion: who holds a place in one class on one date, and everything that happened to it. */
export const getOccupancy = (horarioId: number, fecha: string, signal?: AbortSignal) =>
  api('POST /api/reservas/ocupacion', { body: { horario_id: horarioId, fecha } }, { idempotent: false, signal });

export const occupancyQueryOptions = (horarioId: number, fecha: string) =>
  queryOptions({ queryKey: auditKeys.occupancy(horarioId, fecha), queryFn: ({ signal }) => getOccupancy(horarioId, fecha, signal) });

/** The occupancy of every class of a day, for the places-taken counts of the list. */
export const useDayOccupancies = (horarioIds: readonly number[], fecha: string) =>
  useQueries({ queries: horarioIds.map((id) => occupancyQueryOptions(id, fecha)) });
