import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsKeys } from './news-keys';
import { api, type ApiAnswer } from '../../../lib/api-client';

/** docs/product.md §3 Noticia; `fecha` is the studio's wall clock, `YYYY-MM-DD HH:MM:SS`. */
export type Noticia = ApiAnswer<'GET /api/noticias/getNoticias'>[number];

export const getNews = (signal?: AbortSignal) => api('GET /api/noticias/getNoticias', {}, { signal });

export const newsQueryOptions = () => queryOptions({ queryKey: newsKeys.list, queryFn: ({ signal }) => getNews(signal) });

export const useNews = () => useQuery(newsQueryOptions());
