import type { Pose, Progreso } from '../../contract/progress';
import type { PhotoPose } from '../../events/catalog/progress.events';
import type { Db } from '../../db/database';
import { listBodyMeasurements, listProgressPhotos, sharesBodyProgress } from '../../projections/progress/body-progress.queries';

const POSE_WORD: Record<PhotoPose, Pose> = { front: 'frente', side: 'perfil', back: 'espalda' };
const POSE_OF_WORD: Record<Pose, PhotoPose> = { frente: 'front', perfil: 'side', espalda: 'back' };

export const poseOf = (word: Pose): PhotoPose => POSE_OF_WORD[word];
export const progressPhotoUrl = (photoId: string) => `/api/progreso/fotos/${photoId}`;

/** Her measurements and photos, oldest first, and whether she shares them. */
export async function bodyProgressView(db: Db, userId: string): Promise<Progreso> {
  const [measurements, photos, compartido] = await Promise.all([listBodyMeasurements(db, userId), listProgressPhotos(db, userId), sharesBodyProgress(db, userId)]);
  return {
    compartido,
    medidas: measurements.map((m) => ({
      id: m.measurement_id,
      fecha: m.date,
      peso: m.weight_kg,
      cintura: m.waist_cm,
      cadera: m.hips_cm,
      pecho: m.chest_cm,
      brazo: m.arm_cm,
      muslo: m.thigh_cm,
      grasa: m.body_fat_pct,
    })),
    fotos: photos.map((p) => ({ id: p.photo_id, fecha: p.date, pose: POSE_WORD[p.pose], url: progressPhotoUrl(p.photo_id) })),
  };
}

/** What staff see of a member's progress: nothing but that she does not share, until she does. */
export async function sharedBodyProgressView(db: Db, userId: string): Promise<Progreso> {
  if (!(await sharesBodyProgress(db, userId))) return { compartido: false, medidas: [], fotos: [] };
  return bodyProgressView(db, userId);
}
