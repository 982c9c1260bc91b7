import { queryOptions } from '@tanstack/react-query';
import { homeQueryKey } from './refresh-home';
import { api } from '../../../lib/api-client';

/** The staff homes' queries, under ['home', ...] so pulling to refresh reloads them. */
export const staffHomeKeys = {
  classes: [...homeQueryKey, 'classes'] as const,
  studio: [...homeQueryKey, 'studio'] as const,
};

/** GET /api/clases/proximas: today's classes and the next day's, with rosters (admins and coaches). */
export const upcomingClassesQuery = () =>
  queryOptions({ queryKey: staffHomeKeys.classes, queryFn: ({ signal }) => api('GET /api/clases/proximas', {}, { signal }) });

/** GET /api/reportes/inicio: pending receipts, packages ending soon and the week's income (admins only). */
export const studioTodayQuery = () =>
  queryOptions({ queryKey: staffHomeKeys.studio, queryFn: ({ signal }) => api('GET /api/reportes/inicio', {}, { signal }) });
