import { sql, type Kysely } from 'kysely';

// A member's body measurements and progress photos, and whether she shares them
// (projections/progress/body-progress.projector.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE body_measurements (
      measurement_id text PRIMARY KEY,
      user_id text NOT NULL,
      date date NOT NULL,
      weight_kg numeric(5,1),
      waist_cm numeric(5,1),
      hips_cm numeric(5,1),
      chest_cm numeric(5,1),
      arm_cm numeric(5,1),
      thigh_cm numeric(5,1),
      body_fat_pct numeric(5,1),
      position bigint NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX body_measurements_user ON body_measurements (user_id, date)`.execute(db);
  await sql`
    CREATE TABLE progress_photos (
      photo_id text PRIMARY KEY,
      user_id text NOT NULL,
      date date NOT NULL,
      pose text NOT NULL,
      file_key text NOT NULL,
      mime text NOT NULL,
      position bigint NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX progress_photos_user ON progress_photos (user_id, date)`.execute(db);
  await sql`
    CREATE TABLE body_progress_sharing (
      user_id text PRIMARY KEY,
      shared boolean NOT NULL,
      position bigint NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE body_progress_sharing`.execute(db);
  await sql`DROP TABLE progress_photos`.execute(db);
  await sql`DROP TABLE body_measurements`.execute(db);
}
