import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { newsKeys } from './news-keys';

/** SPEC.md §3 Noticia; `fecha` is the studio's wall clock, `YYYY-MM-DD HH:MM:SS`. */
export type Noticia = {
  id: number;
  titulo: string;
  subtitulo: string;
  contenido: string;
  fecha: string;
  imagen_url: string;
};

export const getNews = (signal?: AbortSignal) => api('GET /api/noticias/getNoticias', {}, { signal });

export const newsQueryOptions = () => queryOptions({ queryKey: newsKeys.list, queryFn: ({ signal }) => getNews(signal) });

export const useNews = () => useQuery(newsQueryOptions());
