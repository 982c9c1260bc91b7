import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reportKeys } from './report-keys';
import type { ReportSummary } from './types';

/** GET /api/reportes/resumen: totals and the per-day series of a date range. */
export const getSummary = (desde: string, hasta: string, signal?: AbortSignal) =>
  apiFetch<ReportSummary>(`/api/reportes/resumen?${new URLSearchParams({ desde, hasta })}`, { signal });

export const summaryQueryOptions = (desde: string, hasta: string) =>
  queryOptions({ queryKey: reportKeys.summary(desde, hasta), queryFn: ({ signal }) => getSummary(desde, hasta, signal), placeholderData: keepPreviousData });

export const useSummary = (desde: string, hasta: string) => useQuery(summaryQueryOptions(desde, hasta));
