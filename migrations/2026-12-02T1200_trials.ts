import { sql, type Kysely } from 'kysely';

// Trial classes and their leads (projections/trials/*.projector.ts) and the studio's trial settings.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE trial_leads (
      lead_id text PRIMARY KEY,
      nombre text NOT NULL,
      email text,
      telefono text,
      registered_at timestamptz NOT NULL,
      converted_user_id text,
      converted_at timestamptz
    )`.execute(db);
  // One trial per person: the decider refuses a second one; these make a slip impossible to store.
  await sql`CREATE UNIQUE INDEX trial_leads_email ON trial_leads (email) WHERE email IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX trial_leads_telefono ON trial_leads (telefono) WHERE telefono IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE trial_classes (
      trial_id text PRIMARY KEY,
      lead_id text NOT NULL,
      slot_id integer NOT NULL,
      fecha date NOT NULL,
      hora text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'cancelled')),
      attended boolean NOT NULL DEFAULT false,
      booked_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX trial_classes_occurrence ON trial_classes (slot_id, fecha)`.execute(db);
  await sql`CREATE INDEX trial_classes_lead ON trial_classes (lead_id)`.execute(db);
  await sql`
    CREATE TABLE trial_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      auto_confirm boolean NOT NULL,
      last_position bigint NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE trial_settings`.execute(db);
  await sql`DROP TABLE trial_classes`.execute(db);
  await sql`DROP TABLE trial_leads`.execute(db);
}
