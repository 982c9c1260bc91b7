import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Video } from '../../../api/videos/videos';
import { ApiError, getAuthToken, api, refreshesAfter } from '../../../lib/api-client';
import { videosKeys } from '../../../api/route-keys';

export type { Video };

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
  // The `videos` notice refreshes the pages on screen (lib/api-client.ts).
  const { onSettled } = refreshesAfter(queryClient, [videosKeys.all]);
  return {
    add: useMutation({
      mutationFn: (input: NewVideo) =>
        input.file ? uploadVideo(input.file, input.nombre) : api('POST /api/videos/addVideo', { body: { nombre: input.nombre, url: input.url } }),
      onSettled,
    }),
    rename: useMutation({
      mutationFn: ({ id, nombre }: { id: number; nombre: string }) => api('POST /api/videos/updateVideo', { body: { id, nombre } }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api('POST /api/videos/deleteVideo', { body: { id } }),
      onSettled,
    }),
  };
}
