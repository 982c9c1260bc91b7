import { sql, type Kysely } from 'kysely';

// Reminders and calendar feeds (projections/reminders): the studio's reminder settings (one row), the reminders
// already sent (so the reminders job finds only those still due), and each member's private calendar feed secret.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE reminder_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      class_hours_before integer NOT NULL,
      last_position bigint NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE class_reminders_sent (
      slot_id integer NOT NULL,
      fecha date NOT NULL,
      user_id text NOT NULL,
      sent_at timestamptz NOT NULL,
      PRIMARY KEY (slot_id, fecha, user_id)
    )`.execute(db);
  await sql`
    CREATE TABLE package_reminders_sent (
      user_id text NOT NULL,
      valid_until date NOT NULL,
      sent_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, valid_until)
    )`.execute(db);
  await sql`
    CREATE TABLE calendar_feeds (
      user_id text PRIMARY KEY,
      secret text UNIQUE,
      last_position bigint NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE calendar_feeds, package_reminders_sent, class_reminders_sent, reminder_settings`.execute(db);
}
