import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, getAuthToken } from '../../../lib/api-client';
import { api, type ApiAnswer } from '../../../lib/api';

/** docs/product.md §3 Video and its paged list. */
export type VideoPage = ApiAnswer<'GET /api/videos/getVideos'>;
export type Video = VideoPage['data'][number];

export const videoKeys = {
  all: ['videos'] as const,
  page: (page: number, limit: number) => ['videos', page, limit] as const,
};

export const getVideos = (page: number, limit: number, signal?: AbortSignal) =>
  api('GET /api/videos/getVideos', { query: { page: String(page), limit: String(limit) } }, { signal });

export const videosQueryOptions = (page: number, limit: number) =>
  queryOptions({ queryKey: videoKeys.page(page, limit), queryFn: ({ signal }) => getVideos(page, limit, signal), placeholderData: keepPreviousData });

export const useVideos = (page: number, limit: number) => useQuery(videosQueryOptions(page, limit));

/** Uploads go as multipart (a video can be 200 MB: never base64 in JSON). */
async function uploadVideo(file: File, nombre: string): Promise<Video> {
  const form = new FormData();
  if (nombre) form.append('nombre', nombre);
  form.append('video', file, file.name);
  const headers = new Headers({ Accept: 'application/json' });
  const token = await getAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch('/api/videos/uploadVideo', { method: 'POST', body: form, headers, credentials: 'include' });
  const body = (await response.json().catch(() => ({}))) as { code?: string; detail?: string } & Partial<Video>;
  if (!response.ok) throw new ApiError(response.status, body.code ?? `HTTP_${response.status}`, body.detail ?? 'No se pudo subir el video.');
  return body as Video;
}

export type NewVideo = { nombre: string } & ({ url: string; file?: undefined } | { file: File; url?: undefined });

export function useVideoMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: videoKeys.all });
  return {
    add: useMutation({
      mutationFn: (input: NewVideo) =>
        input.file ? uploadVideo(input.file, input.nombre) : api('POST /api/videos/addVideo', { body: { nombre: input.nombre, url: input.url } }),
      onSuccess,
    }),
    rename: useMutation({
      mutationFn: ({ id, nombre }: { id: number; nombre: string }) => api('POST /api/videos/updateVideo', { body: { id, nombre } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api('POST /api/videos/deleteVideo', { body: { id } }),
      onSuccess,
    }),
  };
}
