import { sql, type Kysely } from 'kysely';

// Which projector versions (inline projectors, and async processors that own tables) have their read tables built
// from the whole log. At start the app rebuilds, once and set-based, a version it finds no row for (a bumped
// `@vN`), so an upgrade needs no manual `projections:rebuild`. Seeded with the versions every database that reaches
// this migration already holds right; member-packages@v2 and reports@v5 are left out on purpose: their moves
// recorded before them are only right after a rebuild, which the next start now runs (on an empty log it only
// records them).
const BUILT = [
  'users@v1', 'disciplines@v1', 'schedule_slots@v1', 'packages@v1', 'news_posts@v1', 'videos@v1',
  'notification_preferences@v1', 'package-requests@v1', 'package-settings@v1', 'bookings@v1', 'waitlist@v1',
  'calendar-exceptions@v1', 'standing-bookings@v1', 'attendance@v1', 'plans@v1', 'exercise-library@v1', 'groups@v1',
  'workouts@v2',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE projection_versions (
      name     text PRIMARY KEY,
      built_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`INSERT INTO projection_versions (name) SELECT unnest(${BUILT}::text[])`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE projection_versions`.execute(db);
}
