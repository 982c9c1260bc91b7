import { sql, type Kysely } from 'kysely';

// Health and consent (events/catalog/health.events.ts, projections/health/*): the studio's settings (one row), its
// terms versions, who accepted which, and each member's sworn health statements.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE health_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      mode text NOT NULL,
      certificate_always boolean NOT NULL,
      validity_days integer NOT NULL,
      last_position bigint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE studio_terms (
      version integer PRIMARY KEY,
      terms text NOT NULL,
      waiver text NOT NULL,
      published_at text NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE terms_acceptances (
      user_id text NOT NULL,
      version integer NOT NULL,
      accepted_at text NOT NULL,
      PRIMARY KEY (user_id, version)
    )`.execute(db);
  await sql`
    CREATE TABLE health_statements (
      user_id text NOT NULL,
      statement_no integer NOT NULL,
      form text NOT NULL,
      answers jsonb NOT NULL,
      condition text NOT NULL,
      emergency_name text NOT NULL,
      emergency_phone text NOT NULL,
      guardian_name text,
      guardian_dni text,
      certificate_key text,
      certificate_mime text,
      signed_on date NOT NULL,
      expires_on date NOT NULL,
      last_reminder_days integer,
      PRIMARY KEY (user_id, statement_no)
    )`.execute(db);
  // The reminders' sweep reads statements by their expiry.
  await sql`CREATE INDEX health_statements_expires_on ON health_statements (expires_on)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE health_statements`.execute(db);
  await sql`DROP TABLE terms_acceptances`.execute(db);
  await sql`DROP TABLE studio_terms`.execute(db);
  await sql`DROP TABLE health_settings`.execute(db);
}
