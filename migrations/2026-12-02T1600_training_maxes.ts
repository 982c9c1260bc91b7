import { sql, type Kysely } from 'kysely';

// Training maxes per member and exercise and the studio's plate increment
// (projections/workouts/training-maxes.projector.ts), and the effort a member logs on a set. The effort columns
// start empty: every set logged before them had none.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE training_maxes (
      user_id text NOT NULL,
      exercise_key text NOT NULL,
      exercise_name text NOT NULL,
      kg numeric(7,2) NOT NULL,
      source text NOT NULL,
      set_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (user_id, exercise_key)
    )`.execute(db);
  await sql`
    CREATE TABLE training_settings (
      id integer PRIMARY KEY,
      plate_increment numeric(4,2) NOT NULL,
      last_position bigint NOT NULL
    )`.execute(db);
  await sql`ALTER TABLE workout_sets ADD COLUMN rpe numeric(3,1), ADD COLUMN rir smallint`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE workout_sets DROP COLUMN rpe, DROP COLUMN rir`.execute(db);
  await sql`DROP TABLE training_settings`.execute(db);
  await sql`DROP TABLE training_maxes`.execute(db);
}
