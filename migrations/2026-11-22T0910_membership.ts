import { sql, type Kysely } from 'kysely';

// Local accounts (secrets, kept out of the event log), sessions, and the users read table.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE auth_credentials (
      user_id       text PRIMARY KEY,
      email         text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      created_at    timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE auth_sessions (
      token_hash text PRIMARY KEY,
      user_id    text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX auth_sessions_user ON auth_sessions (user_id)`.execute(db);
  await sql`
    CREATE TABLE users (
      user_id    text PRIMARY KEY,
      first_name text NOT NULL,
      last_name  text NOT NULL,
      email      text NOT NULL,
      role       text NOT NULL DEFAULT 'member',
      hidden     boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX users_first_name ON users (lower(first_name))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE users, auth_sessions, auth_credentials`.execute(db);
}
