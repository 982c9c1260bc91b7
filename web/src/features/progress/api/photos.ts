import type { Pose } from '../../../../../contract/progress';
import { api } from '../../../lib/api-client';
import { fileToBase64 } from '../../../lib/file-to-base64';
import { useProgressCommand } from './progress-command';

export type PhotoUpload = { fecha: string; pose: Pose; file: File };

/** A photo as the JSON upload the route takes (base64), with its day and pose. */
export const useUploadPhoto = () =>
  useProgressCommand(async ({ fecha, pose, file }: PhotoUpload) => api('POST /api/progreso/fotos', { body: { fecha, pose, fileData: await fileToBase64(file) } }));

export const useDeletePhoto = () => useProgressCommand((id: string) => api('DELETE /api/progreso/fotos/:id', { params: { id } }));
