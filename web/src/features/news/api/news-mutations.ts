import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileToBase64 } from '../../../lib/file-to-base64';
import { newsKeys } from './news-keys';
import { api, refreshesAfter } from '../../../lib/api-client';

export type NewsInput = { titulo: string; subtitulo: string; contenido: string };

export async function uploadNewsImage(file: File): Promise<string> {
  const fileData = await fileToBase64(file);
  const { publicUrl } = await api('POST /api/noticias/uploadNoticiaImage', { body: { fileName: file.name, fileType: file.type, fileData } });
  return publicUrl;
}

/** The `news` notice refreshes the feed on every screen, this one too (lib/api-client.ts). */
const useNewsRefresh = () => refreshesAfter(useQueryClient(), [newsKeys.list]);

/** Create: upload the image first, then the post that shows it. */
export function useCreateNews() {
  const refresh = useNewsRefresh();
  return useMutation({
    mutationFn: async ({ image, ...input }: NewsInput & { image: File }) => {
      const imagen_url = await uploadNewsImage(image);
      return api('POST /api/noticias/crearNoticia', { body: { ...input, imagen_url } });
    },
    ...refresh,
  });
}

export function useUpdateNews() {
  const refresh = useNewsRefresh();
  return useMutation({
    mutationFn: async ({ id, image, ...input }: NewsInput & { id: number; image?: File | null }) => {
      const imagen_url = image ? await uploadNewsImage(image) : undefined;
      return api('POST /api/noticias/updateNoticia', { body: { id, ...input, ...(imagen_url ? { imagen_url } : {}) } });
    },
    ...refresh,
  });
}

export function useDeleteNews() {
  const refresh = useNewsRefresh();
  return useMutation({
    mutationFn: (id: number) => api('POST /api/noticias/deleteNoticia', { body: { id } }),
    ...refresh,
  });
}
