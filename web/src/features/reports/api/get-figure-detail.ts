import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportKeys } from './report-keys';
import type { OccupancyRow } from '../occupancy-row';
import type { Figure } from './types';
import { api } from '../../../lib/api-client';

/** GET /api/reportes/detalle: the events behind one figure of the summary (occupancy: optionally one table row). */
export const getFigureDetail = (cifra: Figure, desde: string, hasta: string, row?: OccupancyRow, signal?: AbortSignal) =>
  api('GET /api/reportes/detalle', { query: { cifra, desde, hasta, ...row } }, { signal });

export const figureDetailQueryOptions = (cifra: Figure, desde: string, hasta: string, row?: OccupancyRow) =>
  queryOptions({ queryKey: reportKeys.detail(cifra, desde, hasta, row), queryFn: ({ signal }) => getFigureDetail(cifra, desde, hasta, row, signal) });

export const useFigureDetail = (cifra: Figure, desde: string, hasta: string, row?: OccupancyRow) => useQuery(figureDetailQueryOptions(cifra, desde, hasta, row));
