import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { editorKeys } from './editor-keys';
import { api, type ApiAnswer } from '../../../lib/api';

export type VideoPage = ApiAnswer<'GET /api/videos/getVideos'>;
export type Video = VideoPage['data'][number];

/** docs/product.md §9: the video picker pages 9 at a time (3 columns). */
export const VIDEO_PAGE_SIZE = 9;

/** One page of the library; a search runs on the server over every video, not only the page on screen. */
export const fetchVideoPage = (page: number, search = '') =>
  api('GET /api/videos/getVideos', { query: { page: String(page), limit: String(VIDEO_PAGE_SIZE), q: search.trim() || undefined } });

export const videoPageQueryOptions = (page: number, search = '') =>
  queryOptions({ queryKey: editorKeys.videos(page, search.trim()), queryFn: () => fetchVideoPage(page, search), placeholderData: keepPreviousData });

export const useVideoPage = (page: number, search = '') => useQuery(videoPageQueryOptions(page, search));
