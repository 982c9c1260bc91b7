import type { ColumnType } from 'kysely';

/** numeric(5,1): pg returns it as text. */
type Figure = ColumnType<string | null, number | null | undefined, number | null>;

/** A member's body measurement (projections/progress/body-progress.projector.ts): the figures she took, any subset. */
export interface BodyMeasurementsTable {
  measurement_id: string;
  user_id: string;
  date: string;
  weight_kg: Figure;
  waist_cm: Figure;
  hips_cm: Figure;
  chest_cm: Figure;
  arm_cm: Figure;
  thigh_cm: Figure;
  body_fat_pct: Figure;
  position: number;
}

/** A member's progress photo: its file in the file store. */
export interface ProgressPhotosTable {
  photo_id: string;
  user_id: string;
  date: string;
  pose: 'front' | 'side' | 'back';
  file_key: string;
  mime: string;
  position: number;
}

/** A member who shares her body progress with her coaches; no row: private. */
export interface BodyProgressSharingTable {
  user_id: string;
  shared: boolean;
  position: number;
}
