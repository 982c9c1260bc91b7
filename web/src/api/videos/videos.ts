import { queryOptions } from '@tanstack/react-query';
import { videosKeys, type VideoPageInput } from '../route-keys';
import { api, type ApiAnswer } from '../../lib/api-client';

export type { VideoPageInput };

const ROUTE = 'GET /api/videos/getVideos';

/** docs/product.md §3 Video and its paged list. */
export type VideoPage = ApiAnswer<typeof ROUTE>;
export type Video = VideoPage['data'][number];

/** One page of the library; a search runs on the server over every video, not only the page on screen. */
export const fetchVideos = ({ page, limit, search = '' }: VideoPageInput, signal?: AbortSignal) =>
  api(ROUTE, { query: { page: String(page), limit: String(limit), q: search.trim() || undefined } }, { signal });

export const videosQuery = (input: VideoPageInput) => queryOptions({ queryKey: videosKeys.of(input), queryFn: ({ signal }) => fetchVideos(input, signal) });
