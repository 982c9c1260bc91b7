import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportKeys } from './report-keys';
import { api } from '../../../lib/api-client';

/** GET /api/reportes/resumen: totals and the per-day series of a date range; with `base`, income in pesos of that month. */
export const getSummary = (desde: string, hasta: string, signal?: AbortSignal, base?: string) =>
  api('GET /api/reportes/resumen', { query: { desde, hasta, ...(base ? { base } : {}) } }, { signal });

export const summaryQueryOptions = (desde: string, hasta: string, base?: string) =>
  queryOptions({ queryKey: reportKeys.summary(desde, hasta, base), queryFn: ({ signal }) => getSummary(desde, hasta, signal, base), placeholderData: keepPreviousData });

export const useSummary = (desde: string, hasta: string, base?: string) => useQuery(summaryQueryOptions(desde, hasta, base));
