import { sql, type Kysely } from 'kysely';

/**
 * users.deleted: the account was deleted (UserDeleted). Every command that would give, take or book anything for a
 * member reads it with its facts. Rows of accounts already deleted are set from the log here, which is exactly what
 * users@v2 (the projector that writes the column) builds from the log, so that version is recorded as built: no
 * rebuild at the next start, and no moment in which a deleted account reads as not deleted.
 *
 * auth_denied_subjects: Clerk subjects whose account was deleted while their session tokens may still be valid.
 * Every instance refuses those tokens until `expires_at` (past the longest token lifetime the server accepts), so
 * the refusal survives restarts and reaches instances that did not handle Clerk's webhook.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN deleted boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    UPDATE users SET deleted = true
    WHERE user_id IN (SELECT e.data->>'userId' FROM es_events e WHERE e.event_type = 'UserDeleted')`.execute(db);
  await sql`INSERT INTO projection_versions (name) VALUES ('users@v2') ON CONFLICT (name) DO NOTHING`.execute(db);
  await sql`
    CREATE TABLE auth_denied_subjects (
      user_id text PRIMARY KEY,
      denied_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM projection_versions WHERE name = 'users@v2'`.execute(db);
  await sql`DROP TABLE auth_denied_subjects`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN deleted`.execute(db);
}
