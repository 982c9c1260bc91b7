import { sql, type Kysely } from 'kysely';

// Pauses (projections/billing/pauses.projector.ts): the studio's rule and each member's pauses, which booking reads
// under her stream's lock; a monthly plan's dates now count from where a pause moved them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE pause_settings (
      id integer PRIMARY KEY,
      max_per_year integer NOT NULL,
      max_days_per_year integer NOT NULL,
      approval text NOT NULL,
      last_position bigint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE member_pauses (
      pause_id integer PRIMARY KEY,
      user_id text NOT NULL,
      desde date NOT NULL,
      hasta date NOT NULL,
      dias integer NOT NULL,
      estado text NOT NULL,
      motivo text,
      requested_at timestamptz NOT NULL,
      decided_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX member_pauses_user ON member_pauses (user_id, desde)`.execute(db);
  await sql`CREATE SEQUENCE member_pause_id_seq`.execute(db);
  await sql`ALTER TABLE monthly_accounts ADD COLUMN dates_from date`.execute(db);
  await sql`UPDATE monthly_accounts SET dates_from = starts_on`.execute(db);
  await sql`ALTER TABLE monthly_accounts ALTER COLUMN dates_from SET NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE monthly_accounts DROP COLUMN dates_from`.execute(db);
  await sql`DROP SEQUENCE member_pause_id_seq`.execute(db);
  await sql`DROP TABLE member_pauses`.execute(db);
  await sql`DROP TABLE pause_settings`.execute(db);
}
