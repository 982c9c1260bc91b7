import { sql, type Kysely } from 'kysely';

// Idle sessions end (SESSION_IDLE_DAYS): when a session was last used, touched at most once an hour.
// Sessions that exist already count as used now, so an upgrade signs nobody out.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE auth_sessions ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE auth_sessions DROP COLUMN last_used_at`.execute(db);
}
