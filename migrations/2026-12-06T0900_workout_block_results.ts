import { sql, type Kysely } from 'kysely';

// A session's AMRAP and EMOM results (projections/workouts/workout-block-results.projector.ts), one row per block;
// the start fills it from the log.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE workout_block_results (
      session_id text NOT NULL,
      block_id integer NOT NULL,
      user_id text NOT NULL,
      block_name text NOT NULL,
      kind text NOT NULL,
      rounds integer,
      reps integer,
      minutes integer,
      logged_at timestamptz NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (session_id, block_id)
    )`.execute(db);
  await sql`CREATE INDEX workout_block_results_user ON workout_block_results (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE workout_block_results`.execute(db);
}
