import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportKeys } from './report-keys';
import { api } from '../../../lib/api';
import type { Figure } from './types';

/** GET /api/reportes/detalle: the events behind one figure of the summary. */
export const getFigureDetail = (cifra: Figure, desde: string, hasta: string, signal?: AbortSignal) =>
  api('GET /api/reportes/detalle', { query: { cifra, desde, hasta } }, { signal });

export const figureDetailQueryOptions = (cifra: Figure, desde: string, hasta: string) =>
  queryOptions({ queryKey: reportKeys.detail(cifra, desde, hasta), queryFn: ({ signal }) => getFigureDetail(cifra, desde, hasta, signal) });

export const useFigureDetail = (cifra: Figure, desde: string, hasta: string) => useQuery(figureDetailQueryOptions(cifra, desde, hasta));
