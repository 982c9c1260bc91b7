import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface BodyMeasurementRow {
  measurement_id: string;
  date: string;
  weight_kg: number | null;
  waist_cm: number | null;
  hips_cm: number | null;
  chest_cm: number | null;
  arm_cm: number | null;
  thigh_cm: number | null;
  body_fat_pct: number | null;
}

export interface ProgressPhotoRow {
  photo_id: string;
  user_id: string;
  date: string;
  pose: 'front' | 'side' | 'back';
  file_key: string;
  mime: string;
}

/** A member's measurements, oldest first (the order a chart draws them). */
export async function listBodyMeasurements(db: Db, userId: string): Promise<BodyMeasurementRow[]> {
  const { rows } = await sql<BodyMeasurementRow>`
    SELECT measurement_id, to_char(date, 'YYYY-MM-DD') AS date, weight_kg::float8 AS weight_kg, waist_cm::float8 AS waist_cm,
      hips_cm::float8 AS hips_cm, chest_cm::float8 AS chest_cm, arm_cm::float8 AS arm_cm, thigh_cm::float8 AS thigh_cm,
      body_fat_pct::float8 AS body_fat_pct
    FROM body_measurements WHERE user_id = ${userId} ORDER BY date, position`.execute(db);
  return rows;
}

const PHOTO_COLUMNS = sql`photo_id, user_id, to_char(date, 'YYYY-MM-DD') AS date, pose, file_key, mime`;

/** A member's progress photos, oldest first. */
export async function listProgressPhotos(db: Db, userId: string): Promise<ProgressPhotoRow[]> {
  const { rows } = await sql<ProgressPhotoRow>`SELECT ${PHOTO_COLUMNS} FROM progress_photos WHERE user_id = ${userId} ORDER BY date, position`.execute(db);
  return rows;
}

export async function findProgressPhoto(db: Db, photoId: string): Promise<ProgressPhotoRow | undefined> {
  const { rows } = await sql<ProgressPhotoRow>`SELECT ${PHOTO_COLUMNS} FROM progress_photos WHERE photo_id = ${photoId}`.execute(db);
  return rows[0];
}

/** Whether she shares her body progress with her coaches: private until she says so. */
export async function sharesBodyProgress(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('body_progress_sharing').select('shared').where('user_id', '=', userId).executeTakeFirst();
  return row?.shared ?? false;
}
