import { sql, type Kysely } from 'kysely';

// The member's stored list of their coach's comments (workouts@v2): when they read each one (null: still new),
// and an index for the list, newest first, per member.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE workout_comments ADD COLUMN read_at timestamptz`.execute(db);
  await sql`CREATE INDEX workout_comments_member ON workout_comments (user_id, at DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX workout_comments_member`.execute(db);
  await sql`ALTER TABLE workout_comments DROP COLUMN read_at`.execute(db);
}
