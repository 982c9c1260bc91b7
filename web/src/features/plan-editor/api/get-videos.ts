import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { editorKeys } from './editor-keys';
import { api } from '../../../lib/api';

export type Video = { id: number; nombre: string; url: string };
export type VideoPage = { data: Video[]; pagination: { total: number; page: number; limit: number; totalPages: number } };

/** SPEC §9: the video picker pages 9 at a time (3 columns). */
export const VIDEO_PAGE_SIZE = 9;

export const fetchVideoPage = (page: number) => api('GET /api/videos/getVideos', { query: { page: String(page), limit: String(VIDEO_PAGE_SIZE) } });

export const videoPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: editorKeys.videos(page), queryFn: () => fetchVideoPage(page), placeholderData: keepPreviousData });

export const useVideoPage = (page: number) => useQuery(videoPageQueryOptions(page));
