import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DEFAULT_PLATE_INCREMENT } from '../../domain/workouts/training-max';

type Db = Kysely<Database>;

export interface TrainingMaxRow {
  exercise_key: string;
  exercise_name: string;
  kg: number;
  source: 'profesor' | 'e1rm';
  set_at: Date;
}

/** A member's training maxes, by exercise name. */
export async function listTrainingMaxes(db: Db, userId: string): Promise<TrainingMaxRow[]> {
  const { rows } = await sql<TrainingMaxRow>`
    SELECT exercise_key, exercise_name, kg::float8 AS kg, source, set_at FROM training_maxes
    WHERE user_id = ${userId} ORDER BY exercise_key`.execute(db);
  return rows;
}

/** The studio's plate increment, or the default while it has never chosen one. */
export async function getPlateIncrement(db: Db): Promise<number> {
  const row = await db.selectFrom('training_settings').select(sql<number>`plate_increment::float8`.as('kg')).where('id', '=', 1).executeTakeFirst();
  return row?.kg ?? DEFAULT_PLATE_INCREMENT;
}
