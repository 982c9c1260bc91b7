import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportKeys } from './report-keys';
import { api } from '../../../lib/api-client';

/** GET /api/reportes/ocupacion: attendance of past classes by discipline, weekday and hour. */
export const getAttendance = (desde: string, hasta: string, signal?: AbortSignal) =>
  api('GET /api/reportes/ocupacion', { query: { desde, hasta } }, { signal });

export const attendanceQueryOptions = (desde: string, hasta: string) =>
  queryOptions({ queryKey: reportKeys.attendance(desde, hasta), queryFn: ({ signal }) => getAttendance(desde, hasta, signal), placeholderData: keepPreviousData });

export const useAttendance = (desde: string, hasta: string) => useQuery(attendanceQueryOptions(desde, hasta));
