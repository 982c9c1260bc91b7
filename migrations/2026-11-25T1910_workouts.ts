import { sql, type Kysely } from 'kysely';

// Workout logging (projections/workouts/workouts.projector.ts). A session row holds its plan day as planned when
// it began (`exercises`, JSONB); one row per logged set (the latest values: a correction replaces them) with the
// records it beat; the coaches' comments. `position` is the session stream's position last applied, so a
// redelivered event changes nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE workout_sessions (
      id            text PRIMARY KEY,
      user_id       text NOT NULL,
      plan_id       integer NOT NULL,
      plan_name     text NOT NULL,
      week_name     text NOT NULL,
      day_id        integer NOT NULL,
      day_name      text NOT NULL,
      fecha         date NOT NULL,
      started_at    timestamptz NOT NULL,
      finished_at   timestamptz,
      note          text,
      planned_sets  integer NOT NULL,
      exercises     jsonb NOT NULL,
      position      integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX workout_sessions_user ON workout_sessions (user_id, started_at DESC)`.execute(db);
  await sql`CREATE INDEX workout_sessions_recent ON workout_sessions (started_at DESC)`.execute(db);
  await sql`
    CREATE TABLE workout_sets (
      session_id    text NOT NULL,
      set_id        integer NOT NULL,
      user_id       text NOT NULL,
      exercise_id   integer NOT NULL,
      exercise_name text NOT NULL,
      exercise_key  text NOT NULL,
      number        integer NOT NULL,
      reps          integer NOT NULL,
      weight        numeric(7, 2) NOT NULL,
      seconds       integer,
      done          boolean NOT NULL,
      fecha         date NOT NULL,
      logged_at     timestamptz NOT NULL,
      records       text[] NOT NULL DEFAULT '{}',
      position      integer NOT NULL,
      PRIMARY KEY (session_id, set_id)
    )`.execute(db);
  await sql`CREATE INDEX workout_sets_history ON workout_sets (user_id, exercise_key, logged_at)`.execute(db);
  await sql`
    CREATE TABLE workout_comments (
      id          text PRIMARY KEY,
      session_id  text NOT NULL,
      user_id     text NOT NULL,
      author_id   text NOT NULL,
      text        text NOT NULL,
      at          timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX workout_comments_session ON workout_comments (session_id, at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE workout_comments`.execute(db);
  await sql`DROP TABLE workout_sets`.execute(db);
  await sql`DROP TABLE workout_sessions`.execute(db);
}
