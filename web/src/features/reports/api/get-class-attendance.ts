import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportKeys } from './report-keys';
import { api } from '../../../lib/api-client';

/** GET /api/reportes/asistencia: attendance and no-show rates and waitlist demand per weekly class. */
export const getClassAttendance = (desde: string, hasta: string, signal?: AbortSignal) =>
  api('GET /api/reportes/asistencia', { query: { desde, hasta } }, { signal });

export const useClassAttendance = (desde: string, hasta: string) =>
  useQuery(
    queryOptions({
      queryKey: [...reportKeys.all, 'class-attendance', desde, hasta] as const,
      queryFn: ({ signal }) => getClassAttendance(desde, hasta, signal),
      placeholderData: keepPreviousData,
    }),
  );
