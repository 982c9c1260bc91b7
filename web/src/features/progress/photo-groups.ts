import type { FotoProgreso, Pose } from '../../../../contract/progress';

/** The poses in the order a day's photos show, with their labels. */
export const POSES: ReadonlyArray<{ pose: Pose; label: string }> = [
  { pose: 'frente', label: 'Frente' },
  { pose: 'perfil', label: 'Perfil' },
  { pose: 'espalda', label: 'Espalda' },
];

export const poseLabel = (pose: Pose): string => POSES.find((p) => p.pose === pose)?.label ?? pose;

const poseOrder = (pose: Pose) => POSES.findIndex((p) => p.pose === pose);

export type PhotoDay = { fecha: string; fotos: FotoProgreso[] };

/** Her photos by day, the newest day first; a day's photos front, side, back. */
export function photosByDay(fotos: readonly FotoProgreso[]): PhotoDay[] {
  const days = new Map<string, FotoProgreso[]>();
  for (const foto of fotos) days.set(foto.fecha, [...(days.get(foto.fecha) ?? []), foto]);
  return [...days]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([fecha, dayFotos]) => ({ fecha, fotos: dayFotos.toSorted((a, b) => poseOrder(a.pose) - poseOrder(b.pose)) }));
}

// What POST /api/progreso/fotos takes (checked again by content on the server).
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The same formats as she reads them, in the form's hint and its refusal. */
export const PHOTO_FORMATS = 'JPEG, PNG o WebP';
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Why a picked file cannot be sent as a progress photo, or null when it can. */
export function photoFileError(file: Pick<File, 'type' | 'size'> | null): string | null {
  if (!file) return 'Elige una foto.';
  if (!PHOTO_TYPES.includes(file.type)) return `La foto debe ser ${PHOTO_FORMATS}.`;
  if (file.size > MAX_PHOTO_BYTES) return 'La foto supera el máximo de 10 MB.';
  return null;
}
