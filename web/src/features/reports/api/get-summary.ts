import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportKeys } from './report-keys';
import { api } from '../../../lib/api-client';

/** GET /api/reportes/resumen: totals and the per-day series of a date range. */
export const getSummary = (desde: string, hasta: string, signal?: AbortSignal) =>
  api('GET /api/reportes/resumen', { query: { desde, hasta } }, { signal });

export const summaryQueryOptions = (desde: string, hasta: string) =>
  queryOptions({ queryKey: reportKeys.summary(desde, hasta), queryFn: ({ signal }) => getSummary(desde, hasta, signal), placeholderData: keepPreviousData });

export const useSummary = (desde: string, hasta: string) => useQuery(summaryQueryOptions(desde, hasta));
